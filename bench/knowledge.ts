import { runInThread, SandboxFailure, TaskError } from '../api/src/platform/sandbox/run-in-thread.ts';

const specUploadBytes = 5_242_880;
const chunkTask = new URL('../worker/src/jobs/knowledge-file/chunk-file.task.ts', import.meta.url);
const heapSteps = [16, 24, 32, 48, 64, 96, 128, 256];

/** Shapes of a spec-sized upload that stress the normalizer and the chunker. */
const shapes: Record<string, string> = {
  'one paragraph, a sentence per line': 'The pool opens at nine.\n',
  'one line of sentences': 'The pool opens at nine. ',
  'one word': 'a',
  'only punctuation': '.!?',
  'only whitespace': ' \t\n',
  'tabs between letters': 'ab\t',
  'one-letter lines (CRLF)': 'a\r\n',
  'one-letter paragraphs': 'a\n\n',
  'combining accents': 'e\u0301',
  'right-to-left text': 'مرحبا بكم في الفندق. ',
  'CJK sentences': '酒店早餐在七点开始。',
  'emoji sequences': '👨‍👩‍👧‍👦 ',
};

function specSized(pattern: string): Buffer {
  const text = pattern.repeat(Math.ceil(specUploadBytes / Buffer.byteLength(pattern)));
  return Buffer.from(Buffer.from(text).subarray(0, specUploadBytes).toString('utf8'));
}

/**
 * The knowledge-file sandbox task on every shape at the spec's size limit: its time with the
 * default heap, and the smallest heap (of the steps) it finishes in.
 */
export async function benchKnowledge(): Promise<string[]> {
  const lines: string[] = [];
  let worstMs = 0;
  let worstHeap = 0;
  for (const [name, pattern] of Object.entries(shapes)) {
    const bytes = specSized(pattern);
    const started = performance.now();
    // A file with no text in it is refused by the task: that answer is timed like any other.
    const outcome = await runInThread<Uint8Array, string[]>(chunkTask, bytes, {
      maxHeapMb: 256,
      timeoutMs: 120_000,
    }).then(
      (chunks) => `${chunks.length} chunks`,
      (error: unknown) => {
        if (error instanceof TaskError) return `refused: ${error.message}`;
        throw error;
      },
    );
    const ms = performance.now() - started;
    let smallest = 0;
    for (const heap of heapSteps) {
      const ok = await runInThread(chunkTask, bytes, { maxHeapMb: heap, timeoutMs: 120_000 }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof SandboxFailure && error.problem === 'out_of_memory') return false;
          if (error instanceof TaskError) return true;
          throw error;
        },
      );
      if (ok) {
        smallest = heap;
        break;
      }
    }
    worstMs = Math.max(worstMs, ms);
    worstHeap = Math.max(worstHeap, smallest);
    lines.push(
      `| knowledge file 5,242,880 bytes: ${name} | ${(ms / 1000).toFixed(2)} s · fits a ${smallest} MB heap | ${outcome} |`,
    );
    console.log(lines.at(-1));
  }
  lines.push(
    `| knowledge file, worst of ${Object.keys(shapes).length} shapes | **${(worstMs / 1000).toFixed(2)} s · ${worstHeap} MB heap** | sandbox limit 256 MB, 120 s |`,
  );
  return lines;
}
