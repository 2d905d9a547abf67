import type { NextFunction, Request, Response } from 'express';
import { badRequest } from '../errors/app-error.ts';

/**
 * Postgres text and jsonb cannot hold U+0000: a NUL that reached a query would fail it with a 500,
 * possibly halfway through a multi-step write. So it is refused at the door: in JSON bodies and in
 * the URL. (Multipart text reaches Postgres only through checks that already refuse it: UUIDs, the
 * call-id pattern, file names stripped of control characters, and parseTranscript.)
 */
const nulMessage = 'Text must not contain NUL characters.';

/**
 * A JSON.parse reviver for express.json. body-parser turns what it throws into a 400 whose message
 * is shown (expose), so it throws a plain Error: body-parser strips an error's own fields, which
 * would leave an AppError without its code.
 */
export function rejectNulReviver(key: string, value: unknown): unknown {
  if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) throw new Error(nulMessage);
  return value;
}

/** A NUL cannot be sent raw in a request line, only percent-encoded. */
export function rejectNulInUrl(req: Request, _res: Response, next: NextFunction): void {
  if (req.url.includes('%00')) return next(badRequest('The address must not contain NUL characters (%00).'));
  next();
}

/** A posted form's fields (a page's action, decision 082) are refused like a JSON body carrying a NUL. */
export function rejectNulInFields(fields: object): void {
  for (const [key, value] of Object.entries(fields)) {
    if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) throw badRequest(nulMessage);
  }
}
