import { redirect } from 'react-router';
import type { FormOutcome, PageForms, PasswordStep } from '@hotelvoice/api/contracts/web-forms';
import type { SignInActionData } from '../../../features/auth/lib/form-refusal.ts';
import { refused, textField } from './form-fields.ts';

/**
 * Both login pages' action (decision 082): the password step, or with `intent=code` the code step
 * for the ticket the password step gave. A session sends the browser to `home`; a refusal renders
 * the page again with the api's message.
 */
export async function signInAction(
  request: Request,
  forms: PageForms,
  passwordStep: (form: { email: string; password: string }) => Promise<FormOutcome<PasswordStep>>,
  home: string,
) {
  const form = await request.formData();
  if (textField(form, 'intent') === 'code') {
    const ticket = textField(form, 'ticket') ?? '';
    const outcome = await forms.twoStepSignIn({ ticket, code: textField(form, 'code') ?? '' });
    if (!outcome.ok) return refused<SignInActionData>(outcome, { ticket });
    throw redirect(home);
  }
  const email = textField(form, 'email') ?? '';
  const outcome = await passwordStep({ email, password: textField(form, 'password') ?? '' });
  if (!outcome.ok) return refused<SignInActionData>(outcome, { email });
  if ('twoStep' in outcome.value) return { email, ticket: outcome.value.twoStep.ticket } satisfies SignInActionData;
  throw redirect(home);
}
