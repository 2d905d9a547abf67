/**
 * Intl formatters kept per time zone: making one costs about a hundred times more than using it,
 * so each (options, zone) pair is made once. The runtime knows a few hundred zones: the maps stay small.
 */
export function zoneFormatters(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = made.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      made.set(timeZone, formatter);
    }
    return formatter;
  };
}
