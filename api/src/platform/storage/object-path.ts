import { AppError } from '../errors/app-error.ts';

const maxPathLength = 1024;

/**
 * Accepts only relative, normalised object paths: no '..' or '.' segments, no leading '/', no
 * backslashes, no empty segments, no NUL or other control characters.
 */
export function assertObjectPath(path: string): string {
  const bad = (reason: string) => new AppError('bad_request', `Invalid object path: ${reason}.`);
  if (typeof path !== 'string' || path.length === 0) throw bad('empty');
  if (path.length > maxPathLength) throw bad('too long');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) throw bad('control characters');
  if (path.includes('\\')) throw bad('backslash');
  if (path.startsWith('/')) throw bad('absolute path');
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw bad('relative or empty segment');
  return path;
}
