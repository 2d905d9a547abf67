export function ScreenshotSection() {
  return (
    <section aria-labelledby="screenshot-heading" className="bg-slate-900 py-20 text-white">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="screenshot-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Every call, on your dashboard
          </h2>
          <p className="mt-4 text-lg text-slate-300">
            Read each conversation as it happens, listen to the recording and see what your guests asked for, grouped by
            day.
          </p>
        </div>
        <figure className="mt-10 overflow-hidden rounded-2xl bg-slate-800 shadow-2xl ring-1 ring-white/10">
          <picture>
            {/* WebP first (a seventh of the PNG on a phone); scripts/make-landing-screenshot.ts writes both. */}
            <source
              type="image/webp"
              srcSet="/images/call-logs-screenshot-720.webp 720w, /images/call-logs-screenshot-1440.webp 1440w"
              sizes="(min-width: 1152px) 1104px, calc(100vw - 2rem)"
            />
            <img
              src="/images/call-logs-screenshot.png"
              alt="The HotelVoice call logs dashboard: calls grouped by day beside a chat-style transcript"
              width={1440}
              height={900}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
          </picture>
        </figure>
      </div>
    </section>
  );
}
