/**
 * The token of an e-mailed link (reset, e-mail change, invitation). It travels in the fragment
 * (`#token=…`), which browsers never send to a server or put in a Referer header.
 */
export function linkTokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
