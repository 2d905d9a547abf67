import { OutboxList } from '../../../features/outbox/components/outbox-list.tsx';

export default function Component() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Outbox</h1>
      <p className="text-sm text-slate-600">
        Every e-mail the product writes. Without SMTP_URL configured, messages stay here and are not sent.
      </p>
      <OutboxList />
    </div>
  );
}
