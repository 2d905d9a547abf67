import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { FollowUpItem as FollowUp } from '@hotelvoice/api/contracts';
import { reasonLabels, resolutionLabels } from '@hotelvoice/api/contracts/call-analysis-labels';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { FollowUpDetails } from './follow-up-details.tsx';

const commentCount = (n: number) => (n === 1 ? '1 comment' : `${n} comments`);

/**
 * One follow-up: the call, why it needs a person, who has it and whether it is done; 'Details'
 * opens its assignment, history and comments.
 */
export function FollowUpItem({
  item,
  hotelId,
  timeZone,
  busy,
  onDone,
  onReopen,
}: {
  item: FollowUp;
  hotelId: string;
  timeZone: string;
  busy: boolean;
  onDone: () => void;
  onReopen: () => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const title = item.preview || item.summary || 'Call without words';
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={paths.dashboard.callLog(hotelId, item.callId)}
            className="font-medium text-slate-900 hover:underline"
          >
            {title}
          </Link>
          <p className="text-xs text-slate-500">
            {formatDateTime(item.startedAt, { timeZone })}
            {item.resolution && ` · ${resolutionLabels[item.resolution]}`}
          </p>
          <p className="mt-1 flex flex-wrap gap-1">
            {item.reasons.map((reason) => (
              <span
                key={reason}
                className="rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800 ring-1 ring-amber-200"
              >
                {reasonLabels[reason]}
              </span>
            ))}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {item.assignee ? `Assigned to ${item.assignee.name}` : 'Unassigned'}
            {item.comments > 0 && ` · ${commentCount(item.comments)}`}
            {item.done &&
              ` · Done${item.done.by ? ` by ${item.done.by.name}` : ''} ${formatDateTime(item.done.at, { timeZone })}`}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            Details
          </Button>
          {item.done ? (
            <Button variant="secondary" disabled={busy} onClick={onReopen}>
              Reopen
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={onDone}>
              Mark done
            </Button>
          )}
        </div>
      </div>
      {open && (
        <div id={detailsId}>
          <FollowUpDetails hotelId={hotelId} timeZone={timeZone} item={item} title={title} />
        </div>
      )}
    </li>
  );
}
