import { Link } from 'react-router';
import type { AppNotification } from '@hotelvoice/api/contracts';
import { alertReasonLabels } from '@hotelvoice/api/contracts/alert-vocabulary';
import { alertPath } from '@hotelvoice/api/contracts/page-paths';
import { formatRelative } from '../../../lib/date-time.ts';

/** What an alert is about (alertPath). */
export const alertLink = (n: AppNotification) => alertPath(n.hotelId, n);

/** One alert as a link, unread ones marked; `onOpen` runs as it is followed (mark read, close). */
export function AlertEntry({ alert, onOpen }: { alert: AppNotification; onOpen: () => void }) {
  return (
    <Link
      to={alertLink(alert)}
      onClick={onOpen}
      className={`block rounded-lg p-2 text-sm hover:bg-slate-50 ${alert.readAt ? 'text-slate-600' : 'bg-brand-50 text-slate-900'}`}
    >
      <span className="font-medium">{alertReasonLabels[alert.reason]}</span> · {alert.hotelName}
      <span className="block text-xs text-slate-500">
        {formatRelative(alert.createdAt)} · {alert.detail || alert.title}
      </span>
      {!alert.readAt && <span className="sr-only"> (unread)</span>}
    </Link>
  );
}
