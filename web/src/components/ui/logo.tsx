/** The HotelVoice mark: a bell with a sound wave, plus the word mark. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight text-slate-900 ${className}`}>
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M8 21h16M10 21a6 6 0 0 1 12 0M16 13v-2"
          stroke="white"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M24 9c1.5 1.2 1.5 3.8 0 5" stroke="#99f6e4" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </svg>
      <span className="text-lg">
        Hotel<span className="text-brand-700">Voice</span>
      </span>
    </span>
  );
}
