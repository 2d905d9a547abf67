import { useEffect, useState } from 'react';

export const headlineRoles = ['24/7 Front Desk', 'Night Concierge', 'Guest Support'] as const;
const rotateEveryMs = 2500;

/** The hero's changing role; screen readers hear one stable sentence instead of every change. */
export function RotatingHeadline() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % headlineRoles.length), rotateEveryMs);
    return () => clearInterval(timer);
  }, []);

  return (
    <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
      Your AI-powered <span className="sr-only">24/7 Front Desk, Night Concierge and Guest Support</span>
      <span aria-hidden="true" className="block min-h-[1.2em] text-brand-700">
        <span key={index} className="inline-block motion-safe:animate-[slide-in_400ms_ease-out]">
          {headlineRoles[index]}
        </span>
      </span>
    </h1>
  );
}
