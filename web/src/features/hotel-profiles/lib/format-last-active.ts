import { formatRelative } from '../../../lib/date-time.ts';

/** 'Last active' as people say it: '2 hours ago', 'yesterday'; 'Never' when unknown. */
export const formatLastActive = (iso: string | null, now = Date.now()): string =>
  iso ? formatRelative(iso, now) : 'Never';
