import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/text-field.tsx';
import { useCreateDemoRequestMutation } from '../api/create-demo-request.ts';

const empty = { name: '', email: '', hotel: '', message: '' };

/** Spec §2 'Schedule a Demo' form: editing, then thanks on success or an alert with the input kept. */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const request = useCreateDemoRequestMutation();
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate(values);
  }

  if (request.isSuccess) {
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
    <form
      method="post"
      onSubmit={submit}
      aria-label="Schedule a Demo"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          maxLength={200}
          value={values.name}
          onChange={set('name')}
        />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={320}
          value={values.email}
          onChange={set('email')}
        />
      </div>
      <TextField
        label="Hotel Name"
        name="hotel"
        autoComplete="organization"
        required
        maxLength={200}
        value={values.hotel}
        onChange={set('hotel')}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        maxLength={5000}
        rows={4}
        value={values.message}
        onChange={set('message')}
      />
      <Button type="submit" disabled={request.isPending} className="w-full py-3 text-base">
        {request.isPending ? 'Sending...' : 'Request Demo'}
      </Button>
    </form>
  );
}
