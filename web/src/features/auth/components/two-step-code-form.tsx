import type { FormRefusal } from '@hotelvoice/api/contracts/web-forms';
import { Form, useNavigation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { refusalError } from '../lib/form-refusal.ts';

/**
 * The second sign-in step: a code from the authenticator app, or one of the recovery codes. It
 * posts to its page's own action (`intent=code`, the ticket in a hidden field), JavaScript or not.
 */
export function TwoStepCodeForm({ ticket, refusal }: { ticket: string; refusal?: FormRefusal }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" aria-label="Two-step sign-in" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="ticket" value={ticket} />
      <p className="text-slate-600">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes.
      </p>
      {refusal ? (
        <Alert layout="banner">{errorMessage(refusalError(refusal), 'The code could not be checked.')}</Alert>
      ) : null}
      <TextField label="Code" name="code" autoComplete="one-time-code" inputMode="text" required maxLength={40} />
      <Button type="submit" disabled={busy} className="w-full">
        Verify
      </Button>
    </Form>
  );
}
