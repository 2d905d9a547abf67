/**
 * Crawlers, link previews, monitors, headless browsers and HTTP libraries name themselves in the
 * user agent; a visit from one is not a visitor. A missing user agent is not a browser either.
 */
const botAgent =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|phantomjs|lighthouse|pagespeed|pingdom|uptime|monitor|statuscake|curl\/|wget|python|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || botAgent.test(userAgent);
}

/** Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`): nothing is recorded. */
export function optedOut(header: (name: string) => string | undefined): boolean {
  return header('dnt') === '1' || header('sec-gpc') === '1';
}

/** A referrer reduced to its host, without `www.`; anything else (empty, not a URL) is none. */
export function referrerHostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const { protocol, hostname } = new URL(referrer);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    return hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
