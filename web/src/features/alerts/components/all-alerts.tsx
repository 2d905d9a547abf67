import { useNotificationPages } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { AlertEntry } from './alert-entry.tsx';

/** Every alert of the signed-in person across their hotels, newest first, a page at a time. */
export function AllAlerts() {
  const query = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  if (query.isPending) return <p className="text-sm text-slate-500">Loading alerts…</p>;
  if (query.isError) return <p role="alert">The alerts could not be loaded. Try again in a moment.</p>;
  const alerts = query.data.pages.flatMap((page) => page.notifications);
  const unread = query.data.pages[0]?.unread ?? 0;
  return (
    <section aria-label="All alerts" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-center justify-between pb-3">
        <p className="text-sm text-slate-600">{unread === 0 ? 'All read.' : `${unread} unread.`}</p>
        {unread > 0 && (
          <button type="button" className="text-sm text-brand-700 underline" onClick={() => markRead.mutate(undefined)}>
            Mark all read
          </button>
        )}
      </div>
      {alerts.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">
          No alerts yet. Calls and reviews that need you show up here.
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {alerts.map((alert) => (
            <li key={alert.notificationId}>
              <AlertEntry alert={alert} onOpen={() => !alert.readAt && markRead.mutate([alert.notificationId])} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="mt-4 w-full rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show older alerts'}
        </button>
      )}
    </section>
  );
}
