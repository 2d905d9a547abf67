import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SignUpBody } from '@hotelvoice/api/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { trackSiteEvent } from '../../../lib/site-events.ts';
import { useSignUpMutation } from '../api/sign-up.ts';

const empty: SignUpBody = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phoneNumber: '',
  hotelName: '',
  hotelCity: '',
};

/** Spec §2 sign-up: server errors (a short password, a throttled address) reach the user as an alert. */
export function SignupForm({ onSuccess }: { onSuccess: (email: string) => void }) {
  const [values, setValues] = useState(empty);
  const signUp = useSignUpMutation();
  // After a success the form stays busy: the page moves on to the success screen.
  const busy = signUp.isPending || signUp.isSuccess;
  const started = useRef(false);
  const set = (key: keyof SignUpBody) => (event: { target: { value: string } }) => {
    if (!started.current) trackSiteEvent('signup_started');
    started.current = true;
    setValues((v) => ({ ...v, [key]: event.target.value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    signUp.mutate(values, { onSuccess: ({ email }) => onSuccess(email) });
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Create Account</h1>
      <p className="mt-2 text-slate-600">Apply for HotelVoice. Our team activates new accounts by hand.</p>
      <form method="post" onSubmit={submit} className="mt-8" aria-label="Create Account">
        <fieldset disabled={busy} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First Name"
              marker="*"
              required
              autoComplete="given-name"
              maxLength={100}
              value={values.firstName}
              onChange={set('firstName')}
            />
            <TextField
              label="Last Name"
              marker="*"
              required
              autoComplete="family-name"
              maxLength={100}
              value={values.lastName}
              onChange={set('lastName')}
            />
          </div>
          <TextField
            label="Email"
            marker="*"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
          />
          <TextField
            label="Password"
            marker="*"
            type="password"
            required
            autoComplete="new-password"
            hint="At least 8 characters."
            value={values.password}
            onChange={set('password')}
          />
          <TextField
            label="Phone Number (optional)"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Hotel Name (optional)"
              autoComplete="organization"
              maxLength={200}
              value={values.hotelName}
              onChange={set('hotelName')}
            />
            <TextField
              label="City (optional)"
              autoComplete="address-level2"
              maxLength={100}
              value={values.hotelCity}
              onChange={set('hotelCity')}
            />
          </div>
          <Button type="submit" className="w-full py-3 text-base">
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </fieldset>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </div>
  );
}
