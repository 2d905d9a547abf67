import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { SignUpBody } from '@hotelvoice/api/contracts';
import type { FormRefusal } from '@hotelvoice/api/contracts/web-forms';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { trackSiteEvent } from '../../../lib/site-events.ts';

/** A refused field's own message without the field-name prefix; otherwise the server's message. */
export function signUpErrorMessage(refusal: FormRefusal): string {
  const { details, message } = refusal.error;
  if (Array.isArray(details)) {
    const first = (details as { message?: unknown }[])[0]?.message;
    if (typeof first === 'string' && first) return first;
  }
  return message;
}

/** What the sign-up page's action answers: the address on success, else the refusal and what was typed. */
export type SignUpActionData =
  | { ok: true; email: string }
  | { ok?: undefined; refusal: FormRefusal; values: Partial<Record<keyof SignUpBody, string>> };

/**
 * Spec §2 sign-up: server errors (a short password, a throttled address) reach the user as an
 * alert. It posts to the page's action (decision 082); without JavaScript, where no alert can
 * open, the same words stand above the form, the fields filled in again.
 */
export function SignupForm() {
  const result = useActionData<SignUpActionData>();
  const refusal = result && !result.ok ? result : null;
  const values = refusal?.values ?? {};
  const failure = refusal ? signUpErrorMessage(refusal.refusal) : null;
  const busy = useNavigation().state !== 'idle';
  const started = useRef(false);
  const start = () => {
    if (!started.current) trackSiteEvent('signup_started');
    started.current = true;
  };

  useEffect(() => {
    if (failure) window.alert(failure);
  }, [result, failure]);

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Create Account</h1>
      <p className="mt-2 text-slate-600">Apply for HotelVoice. Our team activates new accounts by hand.</p>
      {failure ? (
        <noscript>
          <Alert layout="banner" className="mt-6">
            {failure}
          </Alert>
        </noscript>
      ) : null}
      <Form method="post" onChange={start} className="mt-8" aria-label="Create Account">
        <fieldset disabled={busy} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First Name"
              marker="*"
              required
              autoComplete="given-name"
              maxLength={100}
              name="firstName"
              defaultValue={values.firstName}
            />
            <TextField
              label="Last Name"
              marker="*"
              required
              autoComplete="family-name"
              maxLength={100}
              name="lastName"
              defaultValue={values.lastName}
            />
          </div>
          <TextField
            label="Email"
            marker="*"
            type="email"
            required
            autoComplete="email"
            name="email"
            defaultValue={values.email}
          />
          <TextField
            label="Password"
            marker="*"
            type="password"
            required
            autoComplete="new-password"
            hint="At least 8 characters."
            name="password"
          />
          <TextField
            label="Phone Number (optional)"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            name="phoneNumber"
            defaultValue={values.phoneNumber}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Hotel Name (optional)"
              autoComplete="organization"
              maxLength={200}
              name="hotelName"
              defaultValue={values.hotelName}
            />
            <TextField
              label="City (optional)"
              autoComplete="address-level2"
              maxLength={100}
              name="hotelCity"
              defaultValue={values.hotelCity}
            />
          </div>
          <Button type="submit" className="w-full py-3 text-base">
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </fieldset>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </div>
  );
}
