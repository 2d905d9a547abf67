import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** Spec §9: the success screen moves on to the login page after 5 seconds. */
export const signupRedirectMs = 5000;

export function SignupSuccess({ email }: { email: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.login), signupRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div role="status" className="text-center">
      <div
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Application Received!</h1>
      <p className="mt-4 text-slate-600">
        Thank you for applying. Our team is reviewing your application, and you will receive an e-mail at{' '}
        <strong className="text-slate-900">{email}</strong> once your account has been activated.
      </p>
      <p className="mt-4 text-sm text-slate-500">You will be redirected to the login page in 5 seconds.</p>
      <Button onClick={() => navigate(paths.login)} className="mt-8 w-full py-3 text-base">
        Go to Login
      </Button>
    </div>
  );
}
