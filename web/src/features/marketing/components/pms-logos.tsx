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
            <li key={pms.name} className="flex justify-center">
              <img
                src={pms.logo}
                alt={pms.name}
                width={180}
                height={56}
                loading="lazy"
                className="h-12 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
