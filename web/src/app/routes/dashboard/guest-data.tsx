import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { DeleteAccountCard } from '../../../features/guest-data/components/delete-account-card.tsx';
import { ErasurePanel } from '../../../features/guest-data/components/erasure-panel.tsx';
import { ExportCard } from '../../../features/guest-data/components/export-card.tsx';
import { PrivacySettingsForm } from '../../../features/guest-data/components/privacy-settings-form.tsx';
import { useSignOut } from '../../use-sign-out.ts';
import { HotelGate, ManagersOnly, PageHeader } from './hotel-gate.tsx';

export default function Component() {
  const [params] = useSearchParams();
  const user = useAuthStore((s) => s.user);
  const signOut = useSignOut();
  const callId = params.get('callId') ?? undefined;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Guest data"
        subtitle="How long your guests' calls are kept, erasure and export on request. Card numbers callers read out are always removed before anything is stored."
      />
      <HotelGate>
        {(hotel) =>
          hotel.role === 'front_desk' ? (
            <ManagersOnly what="guest-data settings" />
          ) : (
            <div key={hotel.id} className="flex flex-col gap-6">
              <PrivacySettingsForm hotelId={hotel.id} />
              <ErasurePanel hotelId={hotel.id} initialCallId={callId} />
              <ExportCard hotelId={hotel.id} />
            </div>
          )
        }
      </HotelGate>
      {user && !user.admin && (
        <DeleteAccountCard
          email={user.email}
          onDeleted={() => {
            void signOut({ to: paths.login, notice: false });
          }}
        />
      )}
    </div>
  );
}
