import { supportedPms } from '../../../config/supported-pms.ts';

export function PmsLogos() {
  return (
    <section aria-labelledby="pms-heading" className="border-y border-slate-200 bg-slate-50 py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="pms-heading" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-500">
          Works with the property management system you already use
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-6 md:grid-cols-4">
          {supportedPms.map((pms) => (
            <li key={pms.name} className="flex flex-col items-center gap-1">
              <img
                src={pms.logo}
                alt={pms.name}
                width={180}
                height={56}
                loading="lazy"
                className={`h-12 w-auto grayscale transition ${pms.live ? 'opacity-80 hover:opacity-100 hover:grayscale-0' : 'opacity-50'}`}
              />
              {!pms.live && (
                <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
                  Coming soon
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
