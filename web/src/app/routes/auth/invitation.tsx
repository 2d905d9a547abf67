import { redirect, useActionData } from 'react-router';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { InvitationForm } from '../../../features/auth/components/invitation-form.tsx';
import { TwoStepCodeForm } from '../../../features/auth/components/two-step-code-form.tsx';
import type { SignInActionData } from '../../../features/auth/lib/form-refusal.ts';
import { useLinkToken } from '../../../features/auth/lib/use-link-token.ts';
import { useInvitationPreview } from '../../../features/team/api/team.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { Route } from './+types/invitation';
import { fieldsOf, refused, textField } from './form-fields.ts';

/**
 * Accepting the invitation, posted with or without JavaScript (#38); with two-step sign-in on, the
 * code step follows (`intent=code`). A session goes to the dashboard.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (textField(form, 'intent') === 'code') {
    const ticket = textField(form, 'ticket') ?? '';
    const outcome = await context.forms.twoStepSignIn({ ticket, code: textField(form, 'code') ?? '' });
    if (!outcome.ok) return refused<SignInActionData>(outcome, { ticket });
    throw redirect(paths.dashboard.home);
  }
  const fields = fieldsOf(form, ['firstName', 'lastName'] as const);
  const outcome = await context.forms.acceptInvitation({
    ...fields,
    token: textField(form, 'token') ?? '',
    password: textField(form, 'password') ?? '',
  });
  if (!outcome.ok) return refused<SignInActionData>(outcome);
  if ('twoStep' in outcome.value) return { ticket: outcome.value.twoStep.ticket } satisfies SignInActionData;
  throw redirect(paths.dashboard.home);
}

const incompleteText = 'This invitation link is incomplete. Open the link from the e-mail again.';

function Invitation({ token, result }: { token: string; result?: SignInActionData }) {
  const preview = useInvitationPreview(token);
  if (!token) return <Alert layout="banner">{incompleteText}</Alert>;
  if (preview.isPending) return <Spinner label="Loading the invitation" />;
  if (preview.isError) {
    return <Alert layout="banner">{errorMessage(preview.error, 'This invitation could not be opened.')}</Alert>;
  }
  return <InvitationForm token={token} invitation={preview.data} refusal={result?.refusal} />;
}

export default function Component() {
  const token = useLinkToken();
  const result = useActionData<SignInActionData>();
  return (
    <AuthShell
      welcome={{
        title: 'Welcome to the team',
        text: 'See every call your hotel’s AI receptionist answers, live, and follow up where a guest needs you.',
      }}
    >
      {result?.ticket ? (
        // An account with two-step sign-in on: the invitation is accepted, the code step comes next.
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Finish signing in</h1>
          <p className="mt-2 text-slate-600">You joined the team. Your account uses two-step sign-in.</p>
          <TwoStepCodeForm ticket={result.ticket} refusal={result.refusal} />
        </div>
      ) : token === null ? (
        // Before the page runs (or without JavaScript) the fragment's token cannot be read.
        <noscript>
          <Alert layout="banner">{incompleteText}</Alert>
        </noscript>
      ) : (
        <Invitation token={token} result={result} />
      )}
    </AuthShell>
  );
}
