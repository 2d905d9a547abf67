export interface DiffRow {
  kind: 'same' | 'removed' | 'added' | 'changed';
  left: string | null;
  right: string | null;
}

/**
 * Side-by-side line diff (longest common subsequence). Prompts are at most a few hundred lines, so
 * the quadratic table is small; removed lines followed by added ones are shown as changed rows.
 */
export function lineDiff(before: string, after: string): DiffRow[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const ops: DiffRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: 'same', left: a[i]!, right: b[j]! });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      ops.push({ kind: 'removed', left: a[i++]!, right: null });
    } else {
      ops.push({ kind: 'added', left: null, right: b[j++]! });
    }
  }
  // Pair each run of removed lines with the added lines that follow it, row by row.
  const rows: DiffRow[] = [];
  let unpaired: number[] = [];
  for (const op of ops) {
    if (op.kind === 'removed') {
      unpaired.push(rows.length);
      rows.push(op);
    } else if (op.kind === 'added' && unpaired.length > 0) {
      const index = unpaired.shift()!;
      rows[index] = { kind: 'changed', left: rows[index]!.left, right: op.right };
    } else {
      if (op.kind === 'same') unpaired = [];
      rows.push(op);
    }
  }
  return rows;
}
