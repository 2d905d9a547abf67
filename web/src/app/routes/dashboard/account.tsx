import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { useAccountProfile } from '../../../features/my-account/api/my-account.ts';
import { ChangeEmailForm } from '../../../features/my-account/components/change-email-form.tsx';
import { ChangePasswordForm } from '../../../features/my-account/components/change-password-form.tsx';
import { ProfileForm } from '../../../features/my-account/components/profile-form.tsx';
import { SessionsCard } from '../../../features/my-account/components/sessions-card.tsx';
import { TwoStepCard } from '../../../features/my-account/components/two-step-card.tsx';
import { PushDevicesCard } from '../../../features/push-notifications/components/push-devices-card.tsx';
import { useSignOut } from '../../use-sign-out.ts';
import { PageHeader } from './hotel-gate.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Component() {
  const profile = useAccountProfile();
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const signOut = useSignOut();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Account" subtitle="Your details, your password and where you are signed in." />
      {profile.isPending ? (
        <Spinner label="Loading your account" />
      ) : profile.isError ? (
        <Alert layout="banner">Your account could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <>
          <Card title="Your details">
            <ProfileForm
              profile={profile.data}
              onSaved={(saved) => user && setUser({ ...user, firstName: saved.firstName, lastName: saved.lastName })}
            />
          </Card>
          <Card title="Password">
            <ChangePasswordForm />
          </Card>
          <Card title="Two-step sign-in">
            <TwoStepCard />
          </Card>
          <Card title="E-mail address">
            <ChangeEmailForm email={profile.data.email} />
          </Card>
          <Card title="Notifications on your devices">
            <PushDevicesCard />
          </Card>
          <Card title="Where you are signed in">
            <SessionsCard
              onSignedOutEverywhere={() => {
                void signOut({ to: paths.login, notice: true });
              }}
            />
          </Card>
        </>
      )}
    </div>
  );
}
