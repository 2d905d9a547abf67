import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import {
  ForgotPasswordForm,
  type ForgotPasswordActionData,
} from '../../../features/auth/components/forgot-password-form.tsx';
import type { Route } from './+types/forgot-password';
import { refused, textField } from './form-fields.ts';

/** Asking for a reset link, posted with or without JavaScript (#38); the answer shows on this page. */
export async function action({ request, context }: Route.ActionArgs) {
  const email = textField(await request.formData(), 'email') ?? '';
  const outcome = await context.forms.forgotPassword({ email });
  if (!outcome.ok) return refused(outcome, { email });
  return { ok: true, email: outcome.value.email } satisfies ForgotPasswordActionData;
}

export default function Component() {
  return (
    <AuthShell welcome={{ title: 'Locked out?', text: 'It happens. We will send a link to choose a new password.' }}>
      <ForgotPasswordForm />
    </AuthShell>
  );
}
