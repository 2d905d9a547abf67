import { useId, useState, type FormEvent } from 'react';
import type { FollowUpActivity, FollowUpItem } from '@hotelvoice/api/contracts';
import { followUpCommentMaxLength } from '@hotelvoice/api/contracts/follow-up-vocabulary';
import { roleLabels } from '@hotelvoice/api/contracts/team-roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAddComment, useAssign, useAssignees, useFollowUpActivity } from '../api/follow-up-work.ts';

const someone = 'Someone';

/** What one history entry says; comments are shown as the text they are, never as markup. */
function entryText(entry: FollowUpActivity): string {
  const who = entry.actor?.name ?? someone;
  switch (entry.kind) {
    case 'assigned':
      return entry.assignee?.userId === entry.actor?.userId
        ? `${who} took it`
        : `${who} assigned it to ${entry.assignee?.name ?? someone.toLowerCase()}`;
    case 'unassigned':
      return `${who} unassigned it`;
    case 'done':
      return `${who} marked it done`;
    case 'reopened':
      return `${who} reopened it`;
    case 'comment':
      return `${who}:`;
  }
}

/** A follow-up's assignee picker, history with comments, and a comment box. */
export function FollowUpDetails({
  hotelId,
  timeZone,
  item,
  title,
}: {
  hotelId: string;
  timeZone: string;
  item: FollowUpItem;
  title: string;
}) {
  const assignees = useAssignees(hotelId);
  const activity = useFollowUpActivity(hotelId, item.callId);
  const assign = useAssign(hotelId, item.callId);
  const addComment = useAddComment(hotelId, item.callId);
  const [comment, setComment] = useState('');
  const pickerId = useId();
  const commentId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    addComment.mutate(comment, { onSuccess: () => setComment('') });
  };
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={pickerId} className="text-sm font-medium text-slate-700">
          Assigned to
        </label>
        <select
          id={pickerId}
          value={item.assignee?.userId ?? ''}
          disabled={!assignees.data || assign.isPending}
          onChange={(event) => assign.mutate(event.target.value || null)}
          className="rounded-lg bg-white px-2 py-1.5 text-sm ring-1 ring-slate-300"
        >
          <option value="">Nobody</option>
          {item.assignee && !assignees.data?.members.some((m) => m.userId === item.assignee!.userId) && (
            <option value={item.assignee.userId}>{item.assignee.name}</option>
          )}
          {assignees.data?.members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name} ({roleLabels[member.role]})
            </option>
          ))}
        </select>
      </div>
      {assignees.error && <Alert size="xs">{errorMessage(assignees.error, 'Could not load the team.')}</Alert>}
      {assign.error && <Alert size="xs">{errorMessage(assign.error, 'Could not assign the follow-up.')}</Alert>}

      {activity.error ? (
        <Alert size="xs">{errorMessage(activity.error, 'Could not load the history.')}</Alert>
      ) : activity.data && activity.data.items.length > 0 ? (
        <ol aria-label={`History of ${title}`} className="flex flex-col gap-1 text-sm">
          {activity.data.items.map((entry) => (
            <li key={entry.activityId}>
              <span className="text-slate-700">{entryText(entry)}</span>
              {entry.body && <span className="whitespace-pre-wrap text-slate-900"> {entry.body}</span>}
              <span className="block text-xs text-slate-500">{formatDateTime(entry.createdAt, { timeZone })}</span>
            </li>
          ))}
        </ol>
      ) : (
        activity.data && <p className="text-sm text-slate-500">Nothing written yet.</p>
      )}

      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={commentId} className="text-sm font-medium text-slate-700">
          Comment
        </label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={followUpCommentMaxLength}
          rows={2}
          className="rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        {addComment.error && <Alert size="xs">{errorMessage(addComment.error, 'Could not save the comment.')}</Alert>}
        <Button type="submit" className="self-start" disabled={addComment.isPending || comment.trim() === ''}>
          {addComment.isPending ? 'Saving…' : 'Add comment'}
        </Button>
      </form>
    </div>
  );
}
