import { redirect } from 'react-router';
import { AuthShell } from '../../../components/layouts/auth-shell.tsx';
import { paths } from '../../../config/paths.ts';
import { AdminLoginForm } from '../../../features/auth/components/admin-login-form.tsx';
import { useSignedOutNotice } from '../../signed-out-state.ts';
import type { Route } from './+types/admin-login';
import { signInAction } from './sign-in-action.ts';

/** An admin who is already signed in goes to the admin area; anyone else may sign in here. */
export async function loader({ context }: Route.LoaderArgs) {
  if ((await context.user())?.admin) throw redirect(paths.admin.home);
  return null;
}

/** Spec §6 admin login, posted with or without JavaScript (#38). */
export const action = ({ request, context }: Route.ActionArgs) =>
  signInAction(request, context.forms, context.forms.adminSignIn, paths.admin.home);

export default function Component() {
  const notice = useSignedOutNotice();
  return (
    <AuthShell
      welcome={{
        title: 'HotelVoice admin',
        text: 'Manage hotel profiles, the knowledge the assistant draws on and the prompts that shape it.',
      }}
    >
      <AdminLoginForm notice={notice} />
    </AuthShell>
  );
}
