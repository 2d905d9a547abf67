import { OperationsView } from '../../../features/operations/components/operations-view.tsx';

export default function Component() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Operations</h1>
      <p className="text-sm text-slate-600">
        Whether every hotel&apos;s calls are flowing. A hotel is silent when its last call is longer ago than a few of
        its usual gaps, not counting its nights (23:00–07:00 local).
      </p>
      <OperationsView />
    </div>
  );
}
