import { PublicLayout } from '../../public-layout.tsx';
import { trackSiteEvent } from '../../../lib/site-events.ts';
import type { Route } from './+types/try';

/** tel: links want digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The number comes with the page, so it is in the first paint (no request after hydration). */
export function loader({ context }: Route.LoaderArgs) {
  return { tryPhoneNumber: context.publicConfig.tryPhoneNumber };
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const { tryPhoneNumber } = loaderData;
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6 md:py-28">
          <p className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-900">
            Try It Out
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Call our AI receptionist now
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">
            Ask about rooms, breakfast, parking or directions, or book a stay. The assistant answers like it would for
            your guests.
          </p>
          <div className="mt-10 flex min-h-24 w-full items-center justify-center">
            <a
              href={telHref(tryPhoneNumber)}
              onClick={() => trackSiteEvent('try_phone_clicked')}
              className="inline-flex items-center gap-3 rounded-2xl bg-brand-700 px-8 py-5 text-2xl font-bold text-white shadow-lg transition hover:bg-brand-600 sm:text-3xl"
            >
              <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true" fill="currentColor">
                <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
              </svg>
              {tryPhoneNumber}
            </a>
          </div>
          <p className="mt-6 text-sm text-slate-500">Available 24/7. Standard call charges apply.</p>
        </div>
      </section>
    </PublicLayout>
  );
}
