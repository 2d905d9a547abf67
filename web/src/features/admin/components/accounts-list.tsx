import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '@hotelvoice/api/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { activateUser } from '../api/activate-user.ts';
import { deactivateUser } from '../api/deactivate-user.ts';
import { getUsers } from '../api/get-users.ts';
import { setAdmin } from '../api/set-admin.ts';
import { adminKeys } from '../hooks/admin-keys.ts';

const action = 'text-sm font-medium hover:underline disabled:opacity-50';

function AccountRow({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = `${user.firstName} ${user.lastName}`;
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr aria-label={name} className="align-top">
      <td className="py-3 pr-4">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-500">{user.email}</p>
        {error ? (
          <p role="alert" className="text-xs text-red-700">
            {error}
          </p>
        ) : null}
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
        {user.activated ? (
          <button
            type="button"
            disabled={busy}
            className={`${action} text-red-700`}
            onClick={() => void run(() => deactivateUser(user.userId))}
          >
            Deactivate
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            className={`${action} text-brand-700`}
            onClick={() => void run(() => activateUser(user.userId, [], false))}
          >
            Reactivate
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          className={`${action} text-slate-700`}
          onClick={() => void run(() => setAdmin(user.userId, !user.admin))}
        >
          {user.admin ? 'Revoke admin' : 'Grant admin'}
        </button>
      </td>
    </tr>
  );
}

/** Accounts past the application step: deactivate or reactivate, grant or revoke admin. */
export function AccountsList() {
  const { data, isPending, isError } = useQuery({ queryKey: adminKeys.users, queryFn: getUsers });
  if (isPending) return <Spinner label="Loading accounts" />;
  if (isError) return <p className="text-sm text-red-700">Could not load the accounts.</p>;
  if (data.length === 0) return <p className="text-sm text-slate-500">No accounts yet.</p>;
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
            <AccountRow key={user.userId} user={user} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
