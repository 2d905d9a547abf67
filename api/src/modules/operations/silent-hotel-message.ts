/** "45 minutes", "about 3 hours", "about 2 days": a span of minutes as people say it. */
export function minutesInWords(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} minute${m === 1 ? '' : 's'}`;
  const hours = Math.round(m / 60);
  if (hours < 48) return `about ${hours} hour${hours === 1 ? '' : 's'}`;
  return `about ${Math.round(hours / 24)} days`;
}

/**
 * The operations alert for a hotel that has gone quiet (issue #32 item 9): the last call on the
 * hotel's clock, and the quiet spell against its usual one, in words.
 */
export function silentHotelMessage(hotel: {
  name: string;
  timezone: string;
  lastCallAt: string;
  daytimeMinutesSinceLastCall: number;
  usualGapMinutes: number;
}): string {
  const last = new Intl.DateTimeFormat('en-GB', {
    timeZone: hotel.timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(hotel.lastCallAt));
  return (
    `${hotel.name} has had no call since ${last} (hotel time, ${hotel.timezone}): ` +
    `${minutesInWords(hotel.daytimeMinutesSinceLastCall)} of daytime without a call, ` +
    `where its quiet spells usually last at most ${minutesInWords(hotel.usualGapMinutes)}.`
  );
}
