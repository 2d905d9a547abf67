/** "45 seconds", "1 minute", "13 minutes", "2 hours": a wait as people say it, rounded up. */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'second');
  if (s < 3600) return plural(Math.ceil(s / 60), 'minute');
  return plural(Math.ceil(s / 3600), 'hour');
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
