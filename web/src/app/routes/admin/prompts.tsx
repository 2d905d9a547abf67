import { PromptEditor } from '../../../features/prompts/components/prompt-editor.tsx';

export default function Component() {
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Prompts</h1>
      <PromptEditor />
    </div>
  );
}
