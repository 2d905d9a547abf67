/** Test task: answers what it was given, or throws the error it names. */
export function run(input: { value?: unknown; fail?: { message: string; code?: string } }): unknown {
  if (input.fail) throw Object.assign(new Error(input.fail.message), { code: input.fail.code });
  return input.value;
}
