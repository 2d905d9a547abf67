const capabilities = [
  ['Amenities and policies', 'Check-in times, parking, pets, the pool: answered instantly and accurately.'],
  ['Directions and local tips', 'Guides guests to you and recommends restaurants and sights nearby.'],
  ['Messages and hand-offs', 'Takes messages and routes complex requests to the right member of staff.'],
  ['Many languages', 'Speaks with international guests in their own language.'],
] as const;

export function CapabilitiesSection() {
  return (
    <section aria-labelledby="capabilities-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="capabilities-heading"
          className="max-w-2xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          A receptionist that never clocks off
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {capabilities.map(([title, text]) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6">
              <span className="mb-4 block h-1 w-10 rounded-full bg-brand-500" aria-hidden="true" />
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
