import type { ReactNode } from 'react';
import type { HotelRole } from '@hotelvoice/api/contracts';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';
import { paths } from '../../../config/paths.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
  }`;

function NavIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth="1.7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const icons = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v9.5h13V10',
  insights: 'M4 20V10m5 10V4m5 16v-7m5 7V8',
  integrations: 'M9 7V3m6 4V3M7 7h10v4a5 5 0 0 1-10 0V7Zm5 9v5',
  calls: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  reviews: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  gaps: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3.5v.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  alerts: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Zm4 4h4',
  guestData: 'M12 3 5 6v5c0 4.5 3 8.3 7 9.5 4-1.2 7-5 7-9.5V6l-7-3Zm-3 9 2 2 4-4',
  team: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM21 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
};

/**
 * Spec §2 dashboard shell sidebar; the hotel selector is passed in by the layout route. The
 * front desk is not offered the pages it may not use (the PMS connection, guest data, the team).
 */
export function Sidebar({
  hotelSelector,
  bell,
  role,
  onLogout,
}: {
  hotelSelector: ReactNode;
  /** The alerts bell, beside the logo. */
  bell?: ReactNode;
  /** The user's role at the selected hotel (null while none is selected). */
  role: HotelRole | null;
  onLogout(): void;
}) {
  const manages = role !== 'front_desk';
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto px-4 py-5">
      <div className="flex items-center justify-between gap-2 px-2">
        <Link to={paths.home} aria-label="HotelVoice home">
          <Logo />
        </Link>
        {bell}
      </div>
      <div>{hotelSelector}</div>
      <nav aria-label="Dashboard" className="flex flex-1 flex-col gap-6">
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink to={paths.dashboard.home} className={linkClass}>
              <NavIcon d={icons.home} /> Home
            </NavLink>
          </li>
          {manages ? (
            <li>
              <NavLink to={paths.dashboard.integrations} className={linkClass}>
                <NavIcon d={icons.integrations} /> Integrations
              </NavLink>
            </li>
          ) : null}
        </ul>
        <div>
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">Voice Agent</h2>
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to={paths.dashboard.insights} className={linkClass}>
                <NavIcon d={icons.insights} /> Insights
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.dashboard.callLogs} className={linkClass}>
                <NavIcon d={icons.calls} /> Call Logs
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.dashboard.knowledgeGaps} className={linkClass}>
                <NavIcon d={icons.gaps} /> Unanswered questions
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.dashboard.alerts} className={linkClass}>
                <NavIcon d={icons.alerts} /> Alerts
              </NavLink>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">Guests</h2>
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to={paths.dashboard.reviews} className={linkClass}>
                <NavIcon d={icons.reviews} /> Reviews
              </NavLink>
            </li>
            {manages ? (
              <li>
                <NavLink to={paths.dashboard.guestData} className={linkClass}>
                  <NavIcon d={icons.guestData} /> Guest data
                </NavLink>
              </li>
            ) : null}
          </ul>
        </div>
        <div>
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">You and your team</h2>
          <ul className="flex flex-col gap-1">
            {manages ? (
              <li>
                <NavLink to={paths.dashboard.team} className={linkClass}>
                  <NavIcon d={icons.team} /> Team
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to={paths.dashboard.account} className={linkClass}>
                <NavIcon d={icons.account} /> Account
              </NavLink>
            </li>
          </ul>
        </div>
      </nav>
      <button
        type="button"
        onClick={onLogout}
        className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <NavIcon d={icons.logout} /> Logout
      </button>
    </div>
  );
}
