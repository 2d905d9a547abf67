/** Errors from our api, carrying the `{ error: { code, message, details } }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get reason(): string | undefined {
    return (this.details as { reason?: string } | undefined)?.reason;
  }
}

function csrfToken(): string {
  const match = /(?:^|;\s*)hv_csrf=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : '';
}

let fetchingToken: Promise<unknown> | null = null;

/**
 * Public pages set no cookie (decision 019): the CSRF token is fetched right before the first
 * state-changing request that needs it, once for all requests made meanwhile.
 */
async function ensureCsrfToken(): Promise<string> {
  if (!csrfToken()) {
    fetchingToken ??= fetch('/api/auth/csrf', { credentials: 'same-origin' })
      .catch(() => undefined)
      .finally(() => {
        fetchingToken = null;
      });
    await fetchingToken;
  }
  return csrfToken();
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, shared by every request that found its access token expired. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= ensureCsrfToken()
    .then((token) =>
      fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', headers: { 'x-csrf-token': token } }),
    )
    .then((res) => res.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function toApiError(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string; details?: unknown };
  } | null;
  return new ApiError(
    res.status,
    body?.error?.code ?? 'http_error',
    body?.error?.message ?? `API request failed with status ${res.status}`,
    body?.error?.details,
  );
}

/** Fetches from our api with the session cookie and CSRF header; refreshes an expired session once. */
export async function apiFetch(path: string, init: RequestInit = {}, retried = false): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== 'GET') headers.set('x-csrf-token', await ensureCsrfToken());
  const res = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  if (res.ok) return res;
  const error = await toApiError(res);
  if (res.status === 401 && error.reason === 'token_expired' && !retried && (await refreshSession())) {
    return apiFetch(path, init, true);
  }
  // The CSRF token belongs to a session: after this tab's session changed (signed in or out in
  // another tab, the access cookie expired) the refusal carries the current token; try once with it.
  if (error.code === 'csrf_failed' && !retried) return apiFetch(path, init, true);
  throw error;
}

export async function apiJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const res = await apiFetch(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
