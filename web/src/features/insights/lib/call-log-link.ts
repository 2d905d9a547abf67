import { atHotel, dashboardPaths } from '@hotelvoice/api/contracts/page-paths';

/**
 * The call log filtered to exactly the calls behind a figure: the page's period (or one bucket of
 * it) plus what was clicked. The call-log page reads these names from its URL.
 */
export function callLogLink(
  hotelId: string,
  filter: { from: string; to: string } & Partial<
    Record<'resolution' | 'topic' | 'sentiment' | 'weekday' | 'hour' | 'followUp', string>
  >,
): string {
  return atHotel(dashboardPaths.callLogs, hotelId, filter);
}
