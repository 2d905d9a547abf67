/* zod-free, so the web imports it on its own (`@hotelvoice/api/contracts/call-log-page-size`). */

/** The call list's page size: the first page the call log's loader brings is the one the web would ask for. */
export const callLogPageSize = 30;
