const benefits = [
  'Answers every guest call around the clock, in several languages, so no booking is lost to voicemail.',
  'Handles questions about amenities, policies, directions and local recommendations on its own.',
  'Takes reservations and messages, and routes complex requests to your staff.',
  'Logs every call with its transcript and recording, so you can see what guests asked for.',
];

/** Spec §2 'About Your Voice Agent': four bullets, below what the owner came to see. */
export function AboutAgentCard() {
  return (
    <section aria-labelledby="about-agent-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="about-agent-title" className="text-base font-semibold text-slate-900">
        About Your Voice Agent
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-3 text-sm text-slate-600">
            <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true">
              <path d="m5 10 3.5 3.5L15 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
            </svg>
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
