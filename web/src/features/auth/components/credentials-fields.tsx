import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

interface CredentialsFieldsProps {
  emailLabel: string;
  email: string;
  password: string;
  busy: boolean;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
}

/** The e-mail and password inputs and the Login button that both login forms share. */
export function CredentialsFields({ emailLabel, email, password, busy, onEmail, onPassword }: CredentialsFieldsProps) {
  return (
    <>
      <TextField
        label={emailLabel}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
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
