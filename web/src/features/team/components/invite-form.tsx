import { useState, type FormEvent } from 'react';
import type { InvitableRole } from '@hotelvoice/api/contracts';
import { invitableRoles, roleLabels } from '@hotelvoice/api/contracts/team-roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useInviteMember } from '../api/team.ts';

export const roleHints: Record<InvitableRole, string> = {
  manager: 'Everything the owner has, except deleting the hotel or changing owners.',
  front_desk: 'Call logs, follow-ups, reviews and insights. No PMS key, knowledge or settings.',
};

export function InviteForm({ hotelId }: { hotelId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('front_desk');
  const invite = useInviteMember(hotelId);

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
  }

  return (
    <form onSubmit={submit} aria-label="Invite a team member" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <TextField
          label="E-mail address"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div>
          <label htmlFor="invite-role" className="mb-1.5 block text-sm font-medium text-slate-700">
            Role
          </label>
          <select
            id="invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value as InvitableRole)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900"
          >
            {invitableRoles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-xs text-slate-500">{roleHints[role]}</p>
      {invite.error ? <Alert>{errorMessage(invite.error, 'The invitation could not be sent.')}</Alert> : null}
      {invite.isSuccess ? (
        <p role="status" className="text-sm text-emerald-700">
          Invitation sent. The link is valid for 7 days.
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
