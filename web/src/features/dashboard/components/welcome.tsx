import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

const benefits = [
  'Answers every guest call around the clock, in several languages, so no booking is lost to voicemail.',
  'Handles questions about amenities, policies, directions and local recommendations on its own.',
  'Takes reservations and messages, and routes complex requests to your staff.',
  'Cuts front-desk costs by up to 50% while your team focuses on guests in the lobby.',
];

/** Spec §2 'Dashboard home'. */
export function Welcome({ firstName, hotelName }: { firstName: string; hotelName: string | null }) {
  const hotel = hotelName || 'your hotel';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome back, {firstName || 'Hotel Owner'}!</h1>
        <p className="mt-1 text-slate-600">Here is how your voice agent is doing at {hotel}.</p>
      </header>

      <section
        aria-labelledby="agent-active-title"
        className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-4">
          <span className="relative mt-1.5 flex h-3 w-3 shrink-0" aria-hidden="true">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-300 opacity-75" />
            <span className="relative inline-flex h-3 w-3 rounded-full bg-emerald-400" />
          </span>
          <div>
            <h2 id="agent-active-title" className="text-lg font-semibold">
              Your voice agent is actively answering calls 24/7
            </h2>
            <p className="mt-1 text-sm text-brand-100">
              Every call to {hotel} is answered, transcribed and logged for you to review.
            </p>
          </div>
        </div>
        <Link to={paths.dashboard.callLogs} className={buttonClasses('secondary', 'shrink-0')}>
          View Call Logs
        </Link>
      </section>

      <section aria-labelledby="about-agent-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="about-agent-title" className="text-lg font-semibold text-slate-900">
          About Your Voice Agent
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-sm text-slate-700">
              <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true">
                <path d="m5 10 3.5 3.5L15 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
              </svg>
              {benefit}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
