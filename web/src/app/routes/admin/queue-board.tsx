import { paths } from '../../../config/paths.ts';

/**
 * /admin/queue-board: the api's queue board (bull-board) framed inside the admin shell, so the
 * sidebar stays and the way back is one click. The board is same-origin, which the CSP's
 * frame-ancestors 'self' allows.
 */
export default function Component() {
  return (
    <div className="flex h-[calc(100vh-4rem)] flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Queues</h1>
        <a
          href={paths.admin.queues}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Open in its own tab
        </a>
      </div>
      <iframe
        title="Queue board"
        src={paths.admin.queues}
        className="min-h-[32rem] w-full flex-1 rounded-2xl border border-slate-200 bg-white"
      />
    </div>
  );
}
