import { PublicLayout } from '../../public-layout.tsx';

/** The privacy note the footer links to: what the site's own analytics count, and what they never keep. */
export default function Component() {
  return (
    <PublicLayout>
      <article className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Privacy</h1>
        <p className="mt-5 text-lg text-slate-600">
          We count visits to this site to learn which pages help hotels, without tracking anyone.
        </p>
        <h2 className="mt-10 text-xl font-bold text-slate-900">What we count</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          <li>Which pages are viewed, and steps such as playing the demo call or sending a form.</li>
          <li>The site that linked here, reduced to its name (for example google.com), and campaign tags (utm_*).</li>
          <li>
            Unique visitors per day: a fingerprint of your address and browser mixed with a random value that is
            replaced every day and then deleted, so the fingerprint cannot be traced back to you or linked to another
            day.
          </li>
        </ul>
        <h2 className="mt-10 text-xl font-bold text-slate-900">What we never do</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          <li>No cookies and nothing stored in your browser on the public pages.</li>
          <li>
            No IP address, full referrer address or other personal data is kept; nothing is shared with third parties.
          </li>
          <li>Known bots are left out.</li>
          <li>
            If your browser sends Do Not Track or Global Privacy Control, nothing about your visit is recorded at all.
          </li>
        </ul>
        <p className="mt-10 text-slate-600">
          Counts are kept for 13 months. Signed-in pages (dashboard, admin) are not counted. Questions:{' '}
          <a className="text-brand-700 underline" href="mailto:hello@hotelvoice.dev">
            hello@hotelvoice.dev
          </a>
          .
        </p>
      </article>
    </PublicLayout>
  );
}
