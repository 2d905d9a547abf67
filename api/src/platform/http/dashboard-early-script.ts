import { createHash } from 'node:crypto';
import { earlyClicksGlobal } from '../../contracts/public-pages.ts';

/**
 * A signed-in dashboard page's one inline script (decision 070), run while the page's scripts are
 * still downloading:
 * - it makes the browser's first date formatter and language-name lookup: the first of each loads
 *   the locale's data (about 40 ms and 7 ms here, four times that on a mid-range phone); made later,
 *   that cost fell inside the call log's first render (its rows show times and language names);
 * - it keeps the plain buttons (`type="button"`: no native action of their own) clicked in the page
 *   the server drew before the app took it over; the app clicks the last of them again once it has
 *   (web/src/lib/replay-early-clicks.ts), so a tap on a call in that moment opens it.
 * Allowed by its hash in the content security policy, nothing else; it removes itself, so the page's
 * DOM holds no inline script (e2e/stored-markup checks for any).
 */
export const dashboardEarlyScript =
  "try{new Intl.DateTimeFormat(void 0,{hour:'numeric',minute:'2-digit',timeZone:'UTC'}).format(0);new Intl.DisplayNames(void 0,{type:'language'}).of('en')}catch(e){}" +
  `var c=window.${earlyClicksGlobal}=[];document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[type=button]');if(b&&window.${earlyClicksGlobal}===c)c.push(b)},true);` +
  'document.currentScript.remove()';

export const dashboardEarlyScriptHash = `'sha256-${createHash('sha256').update(dashboardEarlyScript).digest('base64')}'`;
