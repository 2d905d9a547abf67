import type { AuditEvent } from '@hotelvoice/api/contracts';
import { roleLabels, type HotelRole } from '@hotelvoice/api/contracts/team-roles';

const settingsText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${value === null ? 'forever' : String(value)}`)
    .join(', ');

/** What an entry was about, in words: a callback reveal names its call and the role that saw it. */
export function auditDetailText(event: Pick<AuditEvent, 'action' | 'subject' | 'details'>): string {
  if (event.action === 'callback.number_shown') {
    const role = roleLabels[event.details.role as HotelRole];
    return [`Call ${event.subject}`, role && `by the ${role.toLowerCase()}`].filter(Boolean).join(' · ');
  }
  return [event.subject, settingsText(event.details)].filter(Boolean).join(' · ');
}
