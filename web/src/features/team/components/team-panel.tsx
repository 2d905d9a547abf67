import type { HotelRole, TeamInvitation, TeamMember } from '@hotelvoice/api/contracts';
import { roleLabels } from '@hotelvoice/api/contracts/team-roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useChangeRole, useRemoveMember, useResendInvitation, useRevokeInvitation, useTeam } from '../api/team.ts';
import { InviteForm } from './invite-form.tsx';

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * A hotel's team: members and their roles, pending invitations, and the invite form. `viewerRole`
 * decides what is offered (the api checks again): only an owner hands the owner role on.
 */
export function TeamPanel({ hotelId, viewerRole }: { hotelId: string; viewerRole: HotelRole }) {
  const team = useTeam(hotelId);
  if (team.isPending) return <Spinner label="Loading the team" />;
  if (team.isError) return <Alert layout="banner">{errorMessage(team.error, 'The team could not be loaded.')}</Alert>;
  return (
    <div className="flex flex-col gap-6">
      <section className={card} aria-labelledby="team-members">
        <h2 id="team-members" className="text-lg font-semibold text-slate-900">
          Members
        </h2>
        <MemberList hotelId={hotelId} members={team.data.members} viewerRole={viewerRole} />
      </section>
      <section className={card} aria-labelledby="team-invite">
        <h2 id="team-invite" className="mb-4 text-lg font-semibold text-slate-900">
          Invite someone
        </h2>
        <InviteForm hotelId={hotelId} />
      </section>
      <section className={card} aria-labelledby="team-invitations">
        <h2 id="team-invitations" className="text-lg font-semibold text-slate-900">
          Pending invitations
        </h2>
        <InvitationList hotelId={hotelId} invitations={team.data.invitations} />
      </section>
    </div>
  );
}

/** What a role change means for the person, said before it is made. */
const roleEffect: Record<HotelRole, string> = {
  owner: '',
  manager: 'They can do everything but delete the hotel or change owners.',
  front_desk: 'They will see calls, follow-ups, reviews and insights, and no longer change settings or the team.',
};

/** The owner first, then by name: a row stays where it is when its role changes (issue #32). */
const inSteadyOrder = (members: TeamMember[]) =>
  [...members].sort(
    (a, b) =>
      Number(b.role === 'owner') - Number(a.role === 'owner') ||
      `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) ||
      a.email.localeCompare(b.email),
  );

function MemberList({
  hotelId,
  members,
  viewerRole,
}: {
  hotelId: string;
  members: TeamMember[];
  viewerRole: HotelRole;
}) {
  const changeRole = useChangeRole(hotelId);
  const remove = useRemoveMember(hotelId);
  const failure = changeRole.error ?? remove.error;
  return (
    <>
      {failure ? <Alert className="mt-3">{errorMessage(failure, 'The change was not saved.')}</Alert> : null}
      <ul className="mt-3 divide-y divide-slate-100">
        {inSteadyOrder(members).map((member) => {
          const name = `${member.firstName} ${member.lastName}`.trim();
          return (
            <li key={member.userId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{name}</p>
                <p className="truncate text-sm text-slate-500">{member.email}</p>
              </div>
              {member.role === 'owner' ? (
                <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">Owner</span>
              ) : (
                <>
                  <label className="sr-only" htmlFor={`role-${member.userId}`}>
                    Role of {name}
                  </label>
                  <select
                    id={`role-${member.userId}`}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(e) => {
                      const role = e.target.value as HotelRole;
                      if (window.confirm(`Change ${name}'s role to ${roleLabels[role]}? ${roleEffect[role]}`)) {
                        changeRole.mutate({ userId: member.userId, role });
                      }
                    }}
                    className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
                  >
                    <option value="manager">{roleLabels.manager}</option>
                    <option value="front_desk">{roleLabels.front_desk}</option>
                  </select>
                  {changeRole.isSuccess && changeRole.variables?.userId === member.userId ? (
                    <span role="status" className="text-sm text-emerald-700">
                      Saved
                    </span>
                  ) : null}
                  {viewerRole === 'owner' ? (
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      onClick={() => {
                        if (window.confirm(`Make ${name} the owner? You will become a manager.`)) {
                          changeRole.mutate({ userId: member.userId, role: 'owner' });
                        }
                      }}
                    >
                      Make owner
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    className="px-3 py-1.5 text-red-700"
                    aria-label={`Remove ${name}`}
                    onClick={() => {
                      if (window.confirm(`Remove ${name} from the team? They lose access at once.`)) {
                        remove.mutate(member.userId);
                      }
                    }}
                  >
                    Remove
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function InvitationList({ hotelId, invitations }: { hotelId: string; invitations: TeamInvitation[] }) {
  const resend = useResendInvitation(hotelId);
  const revoke = useRevokeInvitation(hotelId);
  const failure = resend.error ?? revoke.error;
  if (invitations.length === 0) return <p className="mt-2 text-sm text-slate-500">No invitations are waiting.</p>;
  return (
    <>
      {failure ? <Alert className="mt-3">{errorMessage(failure, 'The change was not saved.')}</Alert> : null}
      <ul className="mt-3 divide-y divide-slate-100">
        {invitations.map((invitation) => (
          <li key={invitation.invitationId} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-500">
                {roleLabels[invitation.role]} ·{' '}
                {invitation.expired ? (
                  <span className="text-amber-700">expired {day(invitation.expiresAt)}</span>
                ) : (
                  `valid until ${day(invitation.expiresAt)}`
                )}
              </p>
            </div>
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              disabled={resend.isPending}
              onClick={() => resend.mutate(invitation.invitationId)}
              aria-label={`Send the invitation to ${invitation.email} again`}
            >
              Re-send
            </Button>
            <Button
              variant="ghost"
              className="px-3 py-1.5 text-red-700"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(invitation.invitationId)}
              aria-label={`Withdraw the invitation to ${invitation.email}`}
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
