import { data } from 'react-router';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import {
  ResetPasswordForm,
  type ResetPasswordActionData,
} from '../../../features/auth/components/reset-password-form.tsx';
import { useLinkToken } from '../../../features/auth/lib/use-link-token.ts';
import type { Route } from './+types/reset-password';
import { refused, textField } from './form-fields.ts';

/** A new password from the e-mailed link, posted with or without JavaScript (#38). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = textField(form, 'password') ?? '';
  if (password !== (textField(form, 'repeat') ?? '')) {
    return data({ mismatch: true } satisfies ResetPasswordActionData, { status: 400 });
  }
  const outcome = await context.forms.resetPassword({ token: textField(form, 'token') ?? '', password });
  if (!outcome.ok) return refused(outcome);
  return { ok: true, email: outcome.value.email } satisfies ResetPasswordActionData;
}

export default function Component() {
  const token = useLinkToken();
  return (
    <AuthShell welcome={{ title: 'A new password', text: 'Choose one you do not use anywhere else.' }}>
      <ResetPasswordForm token={token} />
    </AuthShell>
  );
}
