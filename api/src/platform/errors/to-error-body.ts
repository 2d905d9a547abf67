import { ZodError } from 'zod';
import { AppError } from './app-error.ts';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

interface Rendered {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
  unexpected: boolean;
}

const pgUniqueViolation = '23505';
const pgQueryCanceled = '57014';

/**
 * A message we wrote is a sentence ('Enter your e-mail address.') and stands alone; zod's own
 * messages ('Invalid input: expected string') need the field's name in front to make sense.
 */
const sentenceOf = (issue: { path: string; message: string }) =>
  /^[A-Z].*\.$/.test(issue.message) || !issue.path ? issue.message : `${issue.path}: ${issue.message}`;

/** Maps anything thrown to a status and `{ error: { code, message, details? } }`. */
export function toErrorBody(error: unknown, hideInternals: boolean): Rendered {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.details !== undefined) body.error.details = error.details;
    return { status: error.status, body, headers: error.headers, unexpected: false };
  }
  if (error instanceof ZodError) {
    const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const first = details[0];
    const message = first ? sentenceOf(first) : 'Invalid input.';
    return { status: 400, body: { error: { code: 'validation_failed', message, details } }, unexpected: false };
  }
  if (isPgError(error) && error.code === pgUniqueViolation) {
    return {
      status: 409,
      body: { error: { code: 'conflict', message: 'That record already exists.' } },
      unexpected: false,
    };
  }
  if (isPgError(error) && error.code === pgQueryCanceled) {
    // The request's statement ran past the pool's statement_timeout (or an operator cancelled it).
    const message = 'The database took too long to answer. Try again, or narrow what you asked for.';
    return { status: 503, body: { error: { code: 'service_unavailable', message } }, unexpected: true };
  }
  if (isHttpError(error)) {
    // body-parser, the router (an undecodable path parameter) and serve-static (a missing asset)
    // throw errors carrying a 4xx status; their message is shown only when marked safe to expose.
    const code = error.status === 413 ? 'payload_too_large' : error.status === 404 ? 'not_found' : 'bad_request';
    const message = error.expose === true ? error.message : error.status === 404 ? 'Not found.' : 'Malformed request.';
    return { status: error.status, body: { error: { code, message } }, unexpected: false };
  }
  const message = hideInternals ? 'Something went wrong.' : error instanceof Error ? error.message : String(error);
  return { status: 500, body: { error: { code: 'internal', message } }, unexpected: true };
}

function isPgError(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

function isHttpError(error: unknown): error is { status: number; message: string; expose?: boolean } {
  if (!(error instanceof Error)) return false;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500;
}
