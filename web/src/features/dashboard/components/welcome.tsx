import type { ReactNode } from 'react';
import { AboutAgentCard } from './about-agent-card.tsx';

/** Spec §2 'Dashboard home': the greeting, what the agent did (passed in), then the about card. */
export function Welcome({
  firstName,
  hotelName,
  children,
}: {
  firstName: string;
  hotelName: string | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome back, {firstName || 'Hotel Owner'}!</h1>
        <p className="mt-1 text-slate-600">Here is how your voice agent is doing at {hotelName || 'your hotel'}.</p>
      </header>
      {children}
      <AboutAgentCard />
    </div>
  );
}
