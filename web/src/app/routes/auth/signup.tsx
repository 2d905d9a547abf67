import { useEffect } from 'react';
import { useActionData } from 'react-router';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { SignupForm, type SignUpActionData } from '../../../features/auth/components/signup-form.tsx';
import { SignupSuccess } from '../../../features/auth/components/signup-success.tsx';
import { trackSiteEvent } from '../../../lib/site-events.ts';
import type { Route } from './+types/signup';
import { fieldsOf, refused } from './form-fields.ts';

const shownAgain = ['firstName', 'lastName', 'email', 'phoneNumber', 'hotelName', 'hotelCity'] as const;

/** Spec §2 sign-up, posted with or without JavaScript (#38); a success shows the success screen here. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = fieldsOf(form, [...shownAgain, 'password'] as const);
  const outcome = await context.forms.signUp({
    ...fields,
    firstName: fields.firstName ?? '',
    lastName: fields.lastName ?? '',
    email: fields.email ?? '',
    password: fields.password ?? '',
  });
  if (!outcome.ok) return refused(outcome, { values: fieldsOf(form, shownAgain) });
  return { ok: true, email: outcome.value.email } satisfies SignUpActionData;
}

export default function Component() {
  const result = useActionData<SignUpActionData>();
  const submittedEmail = result?.ok ? result.email : null;
  useEffect(() => {
    if (submittedEmail) trackSiteEvent('signup_completed');
  }, [submittedEmail]);
  return (
    <AuthShell
      welcome={{
        title: 'Give your front desk a night off',
        text: 'Apply for HotelVoice and we will set up an AI receptionist that knows your hotel.',
      }}
    >
      {submittedEmail ? <SignupSuccess email={submittedEmail} /> : <SignupForm />}
    </AuthShell>
  );
}
