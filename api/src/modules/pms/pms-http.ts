import { PmsError } from './pms-error.ts';

export interface PmsRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: URL;
  headers?: Record<string, string>;
  body?: string;
}

export interface PmsHttpOptions {
  allowedHosts: ReadonlySet<string>;
  /** Epoch ms by which the whole operation (every request and wait) must be done. */
  deadline: number;
  /** The PMS's name, for messages people read. */
  pmsName: string;
  /** Reads the PMS's own words out of an error body. */
  reasonOf(body: unknown): string | undefined;
}

/** Longest Retry-After we wait out inside one operation; longer ones end it as rate_limited. */
const maxInlineWaitMs = 1000;

/**
 * One JSON request to a PMS: refuses hosts outside the allow-list, stops at the deadline, waits out a
 * short Retry-After once, and turns every failure into a PmsError with the PMS's reason in words.
 */
export async function pmsFetch(request: PmsRequest, options: PmsHttpOptions): Promise<unknown> {
  if (!options.allowedHosts.has(request.url.host)) {
    throw new PmsError('unavailable', `${request.url.host} is not an allowed PMS host.`);
  }
  for (let attempt = 0; ; attempt++) {
    const remaining = options.deadline - Date.now();
    if (remaining <= 0) throw new PmsError('unavailable', `${options.pmsName} did not answer in time.`);
    let response: Response;
    let text: string;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: { accept: 'application/json', ...request.headers },
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(remaining),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      throw new PmsError(
        'unavailable',
        timedOut ? `${options.pmsName} did not answer in time.` : `${options.pmsName} could not be reached.`,
      );
    }
    const body = parseJson(text);
    if (response.status === 429) {
      const waitSeconds = retryAfterSeconds(response.headers.get('retry-after'));
      const waitMs = waitSeconds * 1000;
      if (attempt === 0 && waitMs <= maxInlineWaitMs && Date.now() + waitMs < options.deadline - 50) {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        continue;
      }
      throw new PmsError('rate_limited', `${options.pmsName} asked us to slow down.`, waitSeconds);
    }
    const reason = options.reasonOf(body);
    if (response.status === 401 || response.status === 403) {
      throw new PmsError('refused', reason ?? `${options.pmsName} refused the credentials.`);
    }
    if (response.status === 404) throw new PmsError('not_found', reason ?? 'Not found.');
    if (response.status >= 500) {
      throw new PmsError('unavailable', `${options.pmsName} had a problem (${response.status}).`);
    }
    if (response.status >= 400) throw new PmsError('rejected', reason ?? `${options.pmsName} refused the request.`);
    if (body === undefined) throw new PmsError('malformed', `${options.pmsName} answered something that is not JSON.`);
    return body;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Retry-After is seconds or an HTTP date; anything else counts as one second. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 1;
  if (/^\d+$/.test(header.trim())) return Math.max(0, Number(header.trim()));
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - now) / 1000));
}
