import type { HotelDetail } from '@hotelvoice/api/contracts';
import { roleLabels } from '@hotelvoice/api/contracts/team-roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUnlinkOwnerMutation } from '../api/unlink-owner.ts';

/** The hotel's team beside its owner: managers and front desk, each with the role; unlink any. */
export function HotelTeamList({ hotel }: { hotel: HotelDetail }) {
  const unlink = useUnlinkOwnerMutation();
  return (
    <div className="space-y-3">
      {hotel.team.length === 0 ? <p className="text-sm text-slate-500">Nobody else on the team yet.</p> : null}
      <ul className="divide-y divide-slate-100" aria-label="Team">
        {hotel.team.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <span className="font-medium text-slate-900">
              {member.firstName} {member.lastName}
            </span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {roleLabels[member.role]}
            </span>
            <span className="text-slate-500">{member.email}</span>
            <button
              type="button"
              disabled={unlink.isPending}
              onClick={() => unlink.mutate({ hotelId: hotel.hotelId, userId: member.userId })}
              className="ml-auto text-sm font-medium text-red-700 hover:underline"
              aria-label={`Unlink ${member.email}`}
            >
              Unlink
            </button>
          </li>
        ))}
      </ul>
      {unlink.error ? <Alert>{errorMessage(unlink.error, 'Something went wrong.')}</Alert> : null}
    </div>
  );
}
