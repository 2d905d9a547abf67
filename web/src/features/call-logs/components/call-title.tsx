import { useEffect, useState } from 'react';
import { Toast } from '../../../components/ui/toast.tsx';

/** How long 'Call ID copied' stays; it floats (Toast), so nothing moves when it comes and goes. */
const copiedMs = 2000;

/** The call's title for people, and its internal id one click away for support. */
export function CallTitle({ title, callId }: { title: string; callId: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    navigator.clipboard.writeText(callId).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h2 className="min-w-0 text-base font-semibold text-slate-900">{title}</h2>
      <span className="flex items-center gap-2 text-xs text-slate-500">
        <button
          type="button"
          onClick={() => void copy()}
          title={callId}
          className="rounded-md px-1.5 py-0.5 font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Copy call ID
        </button>
        {copied ? (
          <Toast tone={copied === 'yes' ? 'success' : 'neutral'}>
            {copied === 'yes' ? 'Call ID copied' : 'The call ID could not be copied'}
          </Toast>
        ) : null}
      </span>
    </div>
  );
}
