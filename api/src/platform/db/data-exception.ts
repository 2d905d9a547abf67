/**
 * Postgres refused the values themselves (SQLSTATE class 22, data exception: text a json column
 * cannot hold, a number or date out of range): the same statement fails the same way however
 * often it is retried.
 */
export function isDataException(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
