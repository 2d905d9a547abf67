import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

interface CredentialsFieldsProps {
  emailLabel: string;
  /** The e-mail typed before a refusal, shown again (the page renders anew after a post without JavaScript). */
  defaultEmail?: string;
  busy: boolean;
}

/** The e-mail and password inputs and the Login button that both login forms share. */
export function CredentialsFields({ emailLabel, defaultEmail, busy }: CredentialsFieldsProps) {
  return (
    <>
      <TextField label={emailLabel} type="email" name="email" autoComplete="email" defaultValue={defaultEmail} />
      <TextField label="Password" type="password" name="password" autoComplete="current-password" />
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" disabled={busy} className="w-full py-3 text-base">
        Login
      </Button>
    </>
  );
}
