/** Why the visitor is on a login page, when they did not come to sign in (signed out, revoked). */
export function SignedOutNotice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
      {children}
    </p>
  );
}
