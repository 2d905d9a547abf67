import { ApiError } from './api-client.ts';

/** What to tell the user about a failed request: the api's own message, else the fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;
