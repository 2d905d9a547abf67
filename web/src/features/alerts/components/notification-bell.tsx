import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AppNotification } from '@hotelvoice/api/contracts';
import { alertReasonLabels } from '@hotelvoice/api/contracts/alert-vocabulary';
import { paths } from '../../../config/paths.ts';
import { formatRelative } from '../../../lib/date-time.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.ts';

const linkOf = (n: AppNotification) =>
  n.reason === 'low_review'
    ? `${paths.dashboard.reviews}?hotel=${encodeURIComponent(n.hotelId)}`
    : paths.dashboard.callLog(n.hotelId, n.subjectId);

/** The dashboard's bell: unread count, live; opening it lists the latest alerts with links. */
export function NotificationBell() {
  useLiveNotifications();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!panelRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div className="relative" ref={panelRef}>
      <button
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
      {open && (
        <div
          role="dialog"
          aria-label="Alerts"
          className="absolute left-0 z-40 mt-2 w-80 max-w-[90vw] rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between pb-2">
            <p className="font-semibold text-slate-900">Alerts</p>
            {unread > 0 && (
              <button
                type="button"
                className="text-xs text-brand-700 underline"
                onClick={() => markRead.mutate(undefined)}
              >
                Mark all read
              </button>
            )}
          </div>
          {!data || data.notifications.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-500">No alerts yet.</p>
          ) : (
            <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto">
              {data.notifications.map((n) => (
                <li key={n.notificationId}>
                  <Link
                    to={linkOf(n)}
                    onClick={() => {
                      if (!n.readAt) markRead.mutate([n.notificationId]);
                      setOpen(false);
                    }}
                    className={`block rounded-lg p-2 text-sm hover:bg-slate-50 ${n.readAt ? 'text-slate-600' : 'bg-brand-50 text-slate-900'}`}
                  >
                    <span className="font-medium">{alertReasonLabels[n.reason]}</span> · {n.hotelName}
                    <span className="block truncate text-xs text-slate-500">
                      {formatRelative(n.createdAt)} · {n.detail || n.title}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={paths.dashboard.alerts}
            onClick={() => setOpen(false)}
            className="mt-2 block text-xs text-brand-700 underline"
          >
            Alert settings
          </Link>
        </div>
      )}
    </div>
  );
}
