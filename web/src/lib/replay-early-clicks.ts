import { earlyClicksGlobal } from '@hotelvoice/api/contracts/public-pages';

type EarlyClicks = { [earlyClicksGlobal]?: HTMLButtonElement[] | null };

/**
 * Clicks again the last plain button a visitor clicked in the server's drawing of the page before the
 * app took it over (the page's inline script keeps them, api/src/platform/http/dashboard-early-script.ts),
 * and stops keeping them. Call right after hydrating: the element is the same one, now with its handler.
 */
export function replayEarlyClicks(): void {
  const page = window as unknown as EarlyClicks;
  const clicked = page[earlyClicksGlobal];
  page[earlyClicksGlobal] = null;
  const last = clicked?.at(-1);
  if (last?.isConnected) last.click();
}
