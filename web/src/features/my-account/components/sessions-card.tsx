import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useEndSession, useSessions, useSignOutEverywhere } from '../api/my-account.ts';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the account is signed in: device, network (never a looked-up place), last activity. */
export function SessionsCard({ onSignedOutEverywhere }: { onSignedOutEverywhere: () => void }) {
  const sessions = useSessions();
  const end = useEndSession();
  const everywhere = useSignOutEverywhere();
  if (sessions.isPending) return <Spinner label="Loading sessions" />;
  if (sessions.isError) return <Alert>{errorMessage(sessions.error, 'Sessions could not be loaded.')}</Alert>;
  const failure = end.error ?? everywhere.error;
  return (
    <div className="flex flex-col gap-4">
      {failure ? <Alert>{errorMessage(failure, 'The session could not be ended.')}</Alert> : null}
      <ul className="divide-y divide-slate-100" aria-label="Active sessions">
        {sessions.data.map((session) => (
          <li key={session.sessionId} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-500">
                Network {session.network} · last seen {when(session.lastSeenAt)}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={end.isPending}
                aria-label={`Sign out ${session.device}, last seen ${when(session.lastSeenAt)}`}
                onClick={() => end.mutate(session.sessionId)}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          className="text-red-700"
          disabled={everywhere.isPending}
          onClick={() => everywhere.mutate(undefined, { onSuccess: onSignedOutEverywhere })}
        >
          Sign out everywhere
        </Button>
      </div>
    </div>
  );
}
