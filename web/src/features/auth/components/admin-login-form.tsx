import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { signInAdmin } from '../api/session.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { CredentialsFields } from './credentials-fields.tsx';

/**
 * Spec §6 admin login. The api checks the admin claim and signs a non-admin out again, answering
 * 'You do not have admin privileges'; like every other failure here it is shown as an alert.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const setUser = useAuthStore((s) => s.setUser);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { user } = await signInAdmin(email, password);
      setUser(user);
      navigate(paths.admin.home);
    } catch (caught) {
      setUser(null);
      window.alert(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Login</h1>
      <p className="mt-2 text-slate-600">For the HotelVoice team only.</p>
      <form onSubmit={submit} className="mt-8 space-y-4" aria-label="Admin Login">
        <CredentialsFields
          emailLabel="Admin Email"
          email={email}
          password={password}
          busy={busy}
          onEmail={setEmail}
          onPassword={setPassword}
        />
      </form>
    </div>
  );
}
