import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.ts';
import { AlertEntry } from './alert-entry.tsx';

/** The panel's widest, and its margin from the window's edges. */
const panelWidth = 384;
const edge = 8;

/**
 * Where the panel goes: under the bell, as wide as it may be, kept inside the window. It is drawn
 * in document.body (a portal) with fixed position, so neither the sidebar nor the phone's drawer
 * clips it (issue #32).
 */
function placeUnder(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect();
  const width = Math.min(panelWidth, window.innerWidth - 2 * edge);
  const left = Math.min(Math.max(edge, rect.left), window.innerWidth - width - edge);
  const top = rect.bottom + edge;
  return { position: 'fixed', top, left, width, maxHeight: window.innerHeight - top - edge };
}

/** The dashboard's bell: unread count, live; opening it lists the latest alerts with links. */
export function NotificationBell() {
  useLiveNotifications();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const unread = data?.unread ?? 0;

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    const button = buttonRef.current;
    const follow = () => setPlace(placeUnder(button));
    follow();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const close = () => setOpen(false);
  const panel = (
    <div
      ref={panelRef}
      role="dialog"
      aria-label="Alerts"
      style={place ?? undefined}
      className="z-50 flex flex-col rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between pb-2">
        <p className="font-semibold text-slate-900">Alerts</p>
        {unread > 0 && (
          <button type="button" className="text-xs text-brand-700 underline" onClick={() => markRead.mutate(undefined)}>
            Mark all read
          </button>
        )}
      </div>
      {!data || data.notifications.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">No alerts yet.</p>
      ) : (
        <ul className="flex min-h-0 flex-col gap-1 overflow-y-auto">
          {data.notifications.map((n) => (
            <li key={n.notificationId}>
              <AlertEntry
                alert={n}
                onOpen={() => {
                  if (!n.readAt) markRead.mutate([n.notificationId]);
                  close();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex justify-between text-xs">
        <Link to={paths.dashboard.allAlerts} onClick={close} className="text-brand-700 underline">
          See all alerts
        </Link>
        <Link to={paths.dashboard.alerts} onClick={close} className="text-brand-700 underline">
          Alert settings
        </Link>
      </div>
    </div>
  );

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Zm4 4h4"
            stroke="currentColor"
            strokeWidth="1.7"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && (
          <span
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && place && createPortal(panel, document.body)}
    </div>
  );
}
