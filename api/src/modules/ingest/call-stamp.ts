/** `YYYYmmdd_HHMMSS` (UTC): the call id's last two parts, so room_name and started_at follow the rule. */
export function stampOf(date: Date): string {
  const iso = (Number.isNaN(date.getTime()) ? new Date(0) : date).toISOString();
  return `${iso.slice(0, 10).replace(/-/g, '')}_${iso.slice(11, 19).replace(/:/g, '')}`;
}
