/** Spec §3: the id with its last two underscore-separated parts (date and time) removed. */
export function roomNameOf(callId: string): string {
  const parts = callId.split('_');
  return parts.length > 2 ? parts.slice(0, -2).join('_') : callId;
}

/**
 * Voice agents name files `<prefix>_{room}_{YYYYmmdd}_{HHMMSS}`; that stamp (UTC) is when the call
 * started. Null when the id does not end in a valid stamp.
 */
export function startFromCallId(callId: string): Date | null {
  const match = /_(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})(\d{2})$/.exec(callId);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const roundTrips =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return roundTrips ? date : null;
}
