import { useId } from 'react';
import type { HotelRole } from '@hotelvoice/api/contracts/team-roles';
import { hotelRoles, roleLabels } from '@hotelvoice/api/contracts/team-roles';

export interface HotelWithOwner {
  hotelId: string;
  name: string;
  /** The hotel's current owner on HotelVoice; null while it has none. */
  ownerName: string | null;
}

/** Owner only for a hotel without one; otherwise nothing is chosen until the admin picks. */
export const defaultRole = (hotel: HotelWithOwner): HotelRole | '' => (hotel.ownerName === null ? 'owner' : '');

/**
 * The role the applicant gets at one hotel, beside its current owner. A hotel with an owner offers
 * manager and front desk only, and says that its owner will be told.
 */
export function HotelRoleChoice({
  hotel,
  applicantName,
  role,
  onChange,
}: {
  hotel: HotelWithOwner;
  applicantName: string;
  role: HotelRole | '';
  onChange: (role: HotelRole) => void;
}) {
  const id = useId();
  const roles = hotelRoles.filter((r) => r !== 'owner' || hotel.ownerName === null);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <p className="min-w-40 flex-1">
        <span className="font-medium text-slate-900">{hotel.name}</span>
        <span className="block text-xs text-slate-600">
          {hotel.ownerName === null
            ? `No owner yet: ${applicantName} can be the owner.`
            : `Owner: ${hotel.ownerName}, who will be e-mailed who joined and as what.`}
        </span>
      </p>
      <label htmlFor={id} className="text-slate-700">
        Role<span className="sr-only"> at {hotel.name}</span>
      </label>
      <select
        id={id}
        value={role}
        onChange={(e) => onChange(e.target.value as HotelRole)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {role === '' ? (
          <option value="" disabled>
            Choose a role
          </option>
        ) : null}
        {roles.map((r) => (
          <option key={r} value={r}>
            {roleLabels[r]}
          </option>
        ))}
      </select>
    </div>
  );
}
