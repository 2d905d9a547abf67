import type { AdminUser } from '@hotelvoice/api/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useActivateUserMutation } from '../api/activate-user.ts';
import { useDeactivateUserMutation } from '../api/deactivate-user.ts';
import { useUsers } from '../api/get-users.ts';
import { useSetAdminMutation } from '../api/set-admin.ts';

const action = 'text-sm font-medium hover:underline disabled:opacity-50';

/** Why an action is not offered on this row, if it is not. */
function protectionOf(user: AdminUser, currentUserId: string, activeAdmins: number): string | null {
  if (user.userId === currentUserId) return 'This is you: another admin can change your account.';
  if (user.admin && user.activated && activeAdmins <= 1)
    return 'The last active admin: make someone else an admin first.';
  return null;
}

function AccountRow({ user, protection }: { user: AdminUser; protection: string | null }) {
  const deactivate = useDeactivateUserMutation();
  const reactivate = useActivateUserMutation();
  const toggleAdmin = useSetAdminMutation();
  const actions = [deactivate, reactivate, toggleAdmin];
  const busy = actions.some((m) => m.isPending);
  const failed = actions.find((m) => m.isError)?.error;
  // A new action replaces the message of the last one.
  const start = () => actions.forEach((m) => m.reset());
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <tr aria-label={name} className="align-top">
      <td className="py-3 pr-4">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-500">{user.email}</p>
        {failed ? <Alert size="xs">{errorMessage(failed, 'Something went wrong.')}</Alert> : null}
        {protection ? <p className="mt-1 text-xs text-slate-500">{protection}</p> : null}
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700">{user.hotels.map((h) => h.name).join(', ') || '—'}</td>
      <td className="py-3 pr-4">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            user.activated ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'
          }`}
        >
          {user.activated ? 'Active' : 'Deactivated'}
        </span>
        {user.admin ? (
          <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Admin</span>
        ) : null}
      </td>
      <td className="space-x-3 py-3 text-right whitespace-nowrap">
        {protection ? null : user.activated ? (
          <button
            type="button"
            disabled={busy}
            className={`${action} text-red-700`}
            onClick={() => {
              start();
              deactivate.mutate(user.userId);
            }}
          >
            Deactivate
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            className={`${action} text-brand-700`}
            onClick={() => {
              start();
              reactivate.mutate({ userId: user.userId, hotels: [], pending: false });
            }}
          >
            Reactivate
          </button>
        )}
        {protection && user.admin ? null : (
          <button
            type="button"
            disabled={busy}
            className={`${action} text-slate-700`}
            onClick={() => {
              start();
              toggleAdmin.mutate({ userId: user.userId, admin: !user.admin });
            }}
          >
            {user.admin ? 'Revoke admin' : 'Grant admin'}
          </button>
        )}
      </td>
    </tr>
  );
}

/**
 * Accounts past the application step: deactivate or reactivate, grant or revoke admin. Nobody is
 * offered to lock themselves out, nor to remove the last active admin (the api refuses both too).
 */
export function AccountsList({ currentUserId }: { currentUserId: string }) {
  const { data, isPending, isError } = useUsers();
  if (isPending) return <Spinner label="Loading accounts" />;
  if (isError) return <p className="text-sm text-red-700">Could not load the accounts.</p>;
  if (data.length === 0) return <p className="text-sm text-slate-500">No accounts yet.</p>;
  const activeAdmins = data.filter((u) => u.admin && u.activated).length;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
      <table className="w-full text-left" aria-label="Accounts">
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <th className="py-3 pr-4 font-semibold">Account</th>
            <th className="py-3 pr-4 font-semibold">Hotels</th>
            <th className="py-3 pr-4 font-semibold">Status</th>
            <th className="py-3 text-right font-semibold">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.map((user) => (
            <AccountRow key={user.userId} user={user} protection={protectionOf(user, currentUserId, activeAdmins)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
