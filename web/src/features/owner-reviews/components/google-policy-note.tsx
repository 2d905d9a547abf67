/** Why every guest is offered Google, whatever their rating: the owner should not be surprised. */
export function GooglePolicyNote() {
  return (
    <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
      Every guest who leaves a rating is offered the link to your Google reviews, whatever their rating: Google&apos;s
      review policy (and the FTC&apos;s guidance on reviews) forbids review gating, that is asking only happy guests to
      post in public.
    </p>
  );
}
