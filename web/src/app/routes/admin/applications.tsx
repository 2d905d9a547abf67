import { AccountsList } from '../../../features/accounts/components/accounts-list.tsx';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { ApplicationsList } from '../../../features/accounts/components/applications-list.tsx';
import { HotelPicker } from '../../../features/hotel-profiles/components/hotel-picker.tsx';

/** /admin/accounts (and /admin/applications): people, from application to deactivation. */
export default function Component() {
  const currentUserId = useAuthStore((s) => s.user?.id ?? '');
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Accounts</h1>
      <section aria-labelledby="applications-heading" className="space-y-4">
        <h2 id="applications-heading" className="text-xl font-semibold text-slate-900">
          Applications
        </h2>
        <p className="text-sm text-slate-600">
          Activating links the account to its hotels and e-mails the applicant that they can sign in.
        </p>
        <ApplicationsList hotelPicker={(props) => <HotelPicker {...props} />} />
      </section>
      <section aria-labelledby="accounts-heading" className="space-y-4">
        <h2 id="accounts-heading" className="text-xl font-semibold text-slate-900">
          Active and deactivated
        </h2>
        <AccountsList currentUserId={currentUserId} />
      </section>
    </div>
  );
}
