import { useState } from 'react';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';
import { SignupSuccess } from '../../../features/auth/components/signup-success.tsx';

export default function Component() {
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  return (
    <AuthShell
      welcome={{
        title: 'Give your front desk a night off',
        text: 'Apply for HotelVoice and we will set up an AI receptionist that knows your hotel.',
      }}
    >
      {submittedEmail ? <SignupSuccess email={submittedEmail} /> : <SignupForm onSuccess={setSubmittedEmail} />}
    </AuthShell>
  );
}
