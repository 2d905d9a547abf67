import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useConfirmEmail } from '../api/account-links.ts';
import { useAuthStore } from '../stores/auth-store.ts';

/** Confirms a new sign-in address from its e-mailed link, once, as soon as the page opens. */
export function ConfirmEmail({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const setUser = useAuthStore((s) => s.setUser);
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm.mutate(token, { onSuccess: () => setUser(null) });
  }, [token, confirm, setUser]);

  if (!token || confirm.isError) {
    return (
      <Alert layout="banner">
        {confirm.isError
          ? errorMessage(confirm.error, 'The address could not be confirmed.')
          : 'This link is incomplete. Open the link from the e-mail again.'}
      </Alert>
    );
  }
  if (!confirm.isSuccess) return <Spinner label="Confirming your new address" />;
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">E-mail address changed</h1>
      <p className="mt-3 text-slate-600" role="status">
        From now on you sign in with <strong>{confirm.data.email}</strong>. Every device was signed out.
      </p>
      <p className="mt-6 text-sm">
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
