/** Test task: never finishes. */
export function run(): never {
  for (;;) {
    // busy
  }
}
