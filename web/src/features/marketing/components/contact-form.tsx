import { useEffect } from 'react';
import type { FormRefusal } from '@hotelvoice/api/contracts/web-forms';
import { Form, useActionData, useNavigation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { trackSiteEvent } from '../../../lib/site-events.ts';

/** What the landing page's action answers: sent, or the refusal and the input to show again. */
export type DemoRequestActionData =
  | { ok: true }
  | { ok?: undefined; refusal: FormRefusal; values: Partial<Record<'name' | 'email' | 'hotel' | 'message', string>> };

const failureText = 'Something went wrong. Please try again later.';

/**
 * Spec §2 'Schedule a Demo' form: editing, then thanks on success or an alert with the input kept.
 * It posts to the landing page's action (decision 082); without JavaScript, where no alert can
 * open, the same words stand above the form, the input filled in again.
 */
export function ContactForm() {
  const result = useActionData<DemoRequestActionData>();
  const refusal = result && !result.ok ? result : null;
  const values = refusal?.values ?? {};
  const busy = useNavigation().state === 'submitting';

  useEffect(() => {
    if (result?.ok) trackSiteEvent('demo_request_sent');
    else if (result) {
      console.error('Demo request failed', result.refusal.error);
      window.alert(failureText);
    }
  }, [result]);

  if (result?.ok) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-200" role="status">
        <div
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h3 className="mt-4 text-2xl font-bold text-slate-900">Thank You!</h3>
        <p className="mt-2 text-slate-600">
          Your demo request has been sent to our team. We&apos;ll be in touch with you shortly.
        </p>
      </div>
    );
  }

  return (
    <Form
      method="post"
      aria-label="Schedule a Demo"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8"
    >
      {refusal ? (
        <noscript>
          <Alert layout="banner">{failureText}</Alert>
        </noscript>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          maxLength={200}
          defaultValue={values.name}
        />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={320}
          defaultValue={values.email}
        />
      </div>
      <TextField
        label="Hotel Name"
        name="hotel"
        autoComplete="organization"
        required
        maxLength={200}
        defaultValue={values.hotel}
      />
      <TextAreaField label="Message" name="message" required maxLength={5000} rows={4} defaultValue={values.message} />
      <Button type="submit" disabled={busy} className="w-full py-3 text-base">
        {busy ? 'Sending...' : 'Request Demo'}
      </Button>
    </Form>
  );
}
