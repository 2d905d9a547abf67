import type { PmsKeyStatus } from '@hotelvoice/api/contracts';
import { pmsProviderForms } from '@hotelvoice/api/contracts/constants';

/** The PMS connection in one line, for a reader who is not the owner (the admin's hotel profile). */
export function pmsStateLine(status: PmsKeyStatus): string {
  const pms = status.provider ? pmsProviderForms[status.provider].name : 'PMS';
  switch (status.connection) {
    case 'connected':
      return `Connected to ${pms}`;
    case 'failing':
      return `Not connected: ${pms} did not answer the last check${status.last_error ? ` (${status.last_error})` : ''}`;
    case 'unverified':
      return 'Key saved, not verified yet';
    default:
      return 'No PMS key yet';
  }
}
