import { DemoRequestInbox } from '../../../features/demo-requests/components/demo-request-inbox.tsx';

export default function Component() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Demo requests</h1>
      <DemoRequestInbox />
    </div>
  );
}
