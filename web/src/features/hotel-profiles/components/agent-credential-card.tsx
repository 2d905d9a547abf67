import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Toast } from '../../../components/ui/toast.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useCopyText } from '../../../lib/use-copy-text.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAgentCredential, useIssueAgentCredentialMutation } from '../api/agent-credential.ts';
import { formatLastActive } from '../lib/format-last-active.ts';

const rotateQuestion =
  'Rotate the agent credential? The current one stops working at once: the voice agent needs the new one.';

/** The token just issued, shown this once with a copy button: the server keeps only its hash. */
function NewToken({ token, onDone }: { token: string; onDone(): void }) {
  const { copied, copy } = useCopyText(token);
  return (
    <div className="mt-4 space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="text-sm font-medium text-amber-900">
        Copy the credential now and give it to the hotel&apos;s voice agent. It will not be shown again.
      </p>
      <output aria-label="New agent credential" className="block font-mono text-sm break-all text-slate-900">
        {token}
      </output>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy credential
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
      {copied ? <Toast>Credential copied</Toast> : null}
    </div>
  );
}

/**
 * The hotel's own voice-agent credential (the bearer token of its context, knowledge and PMS
 * tools): created, rotated, and shown once, by an admin.
 */
export function AgentCredentialCard({ hotelId }: { hotelId: string }) {
  const credential = useAgentCredential(hotelId);
  const issue = useIssueAgentCredentialMutation(hotelId);
  const [token, setToken] = useState<string | null>(null);
  const exists = credential.data?.exists === true;

  const issueNew = () => {
    if (exists && !window.confirm(rotateQuestion)) return;
    issue.mutate(undefined, { onSuccess: (issued) => setToken(issued.token) });
  };

  return (
    <section
      aria-labelledby="agent-credential-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="agent-credential-title" className="text-lg font-semibold text-slate-900">
        Agent credential
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The voice agent sends it as its bearer token to read this hotel&apos;s context and knowledge and to use its PMS
        tools. It opens this hotel only.
      </p>
      {credential.isError ? (
        <Alert className="mt-3">{errorMessage(credential.error, 'Failed to load the agent credential.')}</Alert>
      ) : !credential.data ? (
        <p className="mt-3 text-sm text-slate-500">Loading…</p>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {credential.data.exists && credential.data.createdAt
            ? `Created ${formatDateTime(credential.data.createdAt)}. Last used: ${formatLastActive(credential.data.lastUsedAt)}.`
            : 'No credential yet: the voice agent cannot reach this hotel with a bearer token.'}
        </p>
      )}
      {token ? <NewToken token={token} onDone={() => setToken(null)} /> : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {credential.data ? (
          <Button variant={exists ? 'secondary' : 'primary'} onClick={issueNew} disabled={issue.isPending}>
            {issue.isPending ? 'Working...' : exists ? 'Rotate credential' : 'Create credential'}
          </Button>
        ) : null}
        <a
          href={`/api/admin/hotels/${encodeURIComponent(hotelId)}/agent-tools`}
          target="_blank"
          rel="noreferrer"
          className="text-sm text-brand-700 underline hover:text-brand-900"
        >
          Tool definitions for Retell, Vapi and ElevenLabs
        </a>
      </div>
      {issue.isError ? (
        <Alert className="mt-3">{errorMessage(issue.error, 'Failed to issue the agent credential.')}</Alert>
      ) : null}
    </section>
  );
}
