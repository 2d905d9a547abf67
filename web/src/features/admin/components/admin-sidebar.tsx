import { useState } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';
import { paths } from '../../../config/paths.ts';

const links = [
  { to: paths.admin.home, label: 'Home', end: true },
  { to: paths.admin.hotels, label: 'Hotels', end: false },
  { to: paths.admin.accounts, label: 'Accounts', end: false },
  { to: paths.admin.prompts, label: 'Prompts', end: false },
  { to: paths.admin.demoRequests, label: 'Demo requests', end: false },
  { to: paths.admin.outbox, label: 'Outbox', end: false },
  { to: paths.admin.audit, label: 'Audit log', end: false },
  { to: paths.admin.queueBoard, label: 'Queues', end: false },
  { to: paths.admin.analytics, label: 'Analytics', end: false },
  { to: paths.admin.operations, label: 'Operations', end: false },
  // Password, e-mail, sessions and two-step sign-in: the same account page as hotel people.
  { to: paths.dashboard.account, label: 'Your account', end: false },
];

const itemClass = (active: boolean) =>
  `block rounded-lg px-3 py-2 text-sm font-medium transition ${
    active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * Spec §2: sidebar with Home, Users, Prompts, Logout, plus the admin pages this product adds. One
 * name per thing (issue #20): the spec's 'Users' lists hotels, so it reads 'Hotels'; people are
 * 'Accounts'. /admin/users still opens the hotels.
 */
export function AdminSidebar({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <aside className="border-b border-slate-200 bg-white md:min-h-screen md:w-60 md:shrink-0 md:border-r md:border-b-0">
      <div className="flex items-center justify-between px-4 py-4">
        <Logo />
        <button
          type="button"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="sr-only">Menu</span>
          <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" aria-hidden="true">
            <path strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      <p className="px-4 text-xs font-semibold tracking-wider text-slate-400 uppercase">Admin</p>
      <nav id="admin-nav" aria-label="Admin" className={`${open ? 'block' : 'hidden'} px-3 pb-4 md:block`}>
        <ul className="mt-2 space-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) => itemClass(isActive)}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <button type="button" onClick={onLogout} className={`${itemClass(false)} w-full text-left`}>
              Logout
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
