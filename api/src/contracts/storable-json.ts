/**
 * How deep a caller's JSON may nest: far beyond any transcript, analysis or provider event (a
 * handful of levels), far below what code that recurses over a value (JSON.stringify, redaction,
 * validation) can take before the stack overflows.
 */
export const maxJsonDepth = 64;

/** A code point that is half of a UTF-16 pair without its other half (`"\ud800"` in JSON). */
const loneSurrogate = /\p{Cs}/u;

export interface JsonProblem {
  kind: 'depth' | 'text';
  message: string;
}

/**
 * Why a parsed JSON value cannot be taken in, or null: nested deeper than maxJsonDepth, or a text
 * (a key too) holding NUL or a lone UTF-16 surrogate, which Postgres text and jsonb cannot hold.
 * Walks without recursion, so a value of any depth is safe to check. `setAside` names strings that
 * stand for bytes checked elsewhere (json-large-strings' markers).
 */
export function storableJsonProblem(value: unknown, setAside?: (text: string) => boolean): JsonProblem | null {
  // A depth problem is reported before any text problem: callers that walk the value ask for it.
  let textFound: JsonProblem | null = null;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: node, depth } = stack.pop()!;
    if (typeof node === 'string') {
      if (!textFound && !setAside?.(node)) textFound = textProblem(node);
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= maxJsonDepth)
      return { kind: 'depth', message: `JSON must not nest deeper than ${maxJsonDepth} levels` };
    if (Array.isArray(node)) {
      for (const inner of node) stack.push({ value: inner, depth: depth + 1 });
      continue;
    }
    for (const [key, inner] of Object.entries(node)) {
      textFound ??= textProblem(key);
      stack.push({ value: inner, depth: depth + 1 });
    }
  }
  return textFound;
}

function textProblem(text: string): JsonProblem | null {
  if (text.includes('\0')) return { kind: 'text', message: 'text must not contain NUL characters' };
  if (loneSurrogate.test(text)) {
    return {
      kind: 'text',
      message: 'text must not contain a lone UTF-16 surrogate (\\ud800–\\udfff without its pair)',
    };
  }
  return null;
}
