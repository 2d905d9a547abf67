import { useState, type ReactNode } from 'react';
import { useTwoStepStatus } from '../../../features/my-account/api/two-step.ts';
import { TwoStepCard } from '../../../features/my-account/components/two-step-card.tsx';

/**
 * With ADMIN_TWO_STEP_REQUIRED on, an admin without two-step sign-in sets it up here before the
 * admin area shows (the api refuses its routes until then). The gate stays until the recovery
 * codes are put away, so they are not lost to the page behind.
 */
export function AdminTwoStepGate({ children }: { children: ReactNode }) {
  const status = useTwoStepStatus();
  // True from "turned on" until the recovery codes are put away.
  const [showingCodes, setShowingCodes] = useState(false);
  const mustSetUp = Boolean(status.data?.required && !status.data.enabled);
  if (!showingCodes && !mustSetUp) return <>{children}</>;
  return (
    <section
      aria-labelledby="admin-two-step"
      className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h1 id="admin-two-step" className="mb-2 text-2xl font-bold text-slate-900">
        Set up two-step sign-in
      </h1>
      <p className="mb-4 text-slate-600">Admins must use two-step sign-in. Set it up to open the admin area.</p>
      <TwoStepCard onCodesShown={() => setShowingCodes(true)} onDone={() => setShowingCodes(false)} />
    </section>
  );
}
