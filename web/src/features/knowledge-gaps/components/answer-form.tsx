import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAnswerKnowledgeGap } from '../api/answer-knowledge-gap.ts';

/** 'Answer this', in place: the answer becomes a knowledge entry of the hotel. */
export function AnswerForm({
  hotelId,
  knowledgeGapId,
  initial,
  onDone,
}: {
  hotelId: string;
  knowledgeGapId: string;
  initial: string;
  onDone(): void;
}) {
  const [answer, setAnswer] = useState(initial);
  const mutation = useAnswerKnowledgeGap();
  const fieldId = useId();
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ hotelId, knowledgeGapId, answer }, { onSuccess: onDone });
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
        Your answer
      </label>
      <textarea
        id={fieldId}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        rows={3}
        maxLength={5000}
        required
        minLength={3}
        className="rounded-lg border border-slate-300 p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
        placeholder="What should the receptionist tell callers?"
      />
      {mutation.isError && <Alert>{errorMessage(mutation.error, 'The answer could not be saved. Try again.')}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Save answer'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        The answer is added to this hotel&apos;s knowledge; the receptionist uses it from the next call.
      </p>
    </form>
  );
}
