import { redirect } from 'react-router';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { returnPathOf } from '../../return-path.ts';
import { useSignedOutNotice } from '../../signed-out-state.ts';
import type { Route } from './+types/login';
import { signInAction } from './sign-in-action.ts';

/** A visitor who is already signed in goes to the dashboard (or the page they came for) instead. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.user()) throw redirect(returnPathOf(new URL(request.url), paths.dashboard.home));
  return null;
}

/** Spec §4 customer login, posted with or without JavaScript (#38); lands on the page the visitor came for. */
export const action = ({ request, context }: Route.ActionArgs) =>
  signInAction(request, context.forms, context.forms.signIn, returnPathOf(new URL(request.url), paths.dashboard.home));

export default function Component() {
  const notice = useSignedOutNotice();
  return (
    <AuthShell
      welcome={{
        title: 'Welcome back',
        text: 'See every call your AI receptionist answered, read transcripts and keep your hotel details up to date.',
      }}
    >
      <LoginForm notice={notice} />
    </AuthShell>
  );
}
