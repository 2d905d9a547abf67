import { AccountsList } from '../../../features/accounts/components/accounts-list.tsx';
import { ApplicationsList } from '../../../features/accounts/components/applications-list.tsx';
import { HotelPicker } from '../../../features/hotel-profiles/components/hotel-picker.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <section aria-labelledby="applications-heading" className="space-y-4">
        <h1 id="applications-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Applications
        </h1>
        <p className="text-sm text-slate-600">
          Activating links the account to its hotels and e-mails the applicant that they can sign in.
        </p>
        <ApplicationsList hotelPicker={(props) => <HotelPicker {...props} />} />
      </section>
      <section aria-labelledby="accounts-heading" className="space-y-4">
        <h2 id="accounts-heading" className="text-xl font-semibold text-slate-900">
          Accounts
        </h2>
        <AccountsList />
      </section>
    </div>
  );
}
