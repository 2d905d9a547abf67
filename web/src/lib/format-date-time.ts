/** A timestamp in the reader's locale and time zone. */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString();
