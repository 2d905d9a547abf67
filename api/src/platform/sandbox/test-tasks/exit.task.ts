/** Test task: what a library that calls process.exit does. */
export function run(): void {
  process.exit(3);
}
