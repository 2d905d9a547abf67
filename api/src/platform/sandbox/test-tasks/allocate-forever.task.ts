/** Test task: keeps every array it makes, so it runs out of any heap. */
export function run(): never {
  const kept: number[][] = [];
  for (;;) kept.push(new Array(1_000_000).fill(kept.length));
}
