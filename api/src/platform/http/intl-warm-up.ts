import { createHash } from 'node:crypto';

/**
 * A signed-in dashboard page's one inline script: it makes the browser's first date formatter and
 * language-name lookup while the page's scripts are still downloading. The first of each loads the
 * locale's data (about 40 ms and 7 ms here, four times that on a mid-range phone); made later, that
 * cost fell inside the call log's first render (its rows show times and language names). Allowed by its hash in the content security policy, nothing else;
 * it removes itself, so the page's DOM holds no inline script (e2e/stored-markup checks for any).
 */
export const intlWarmUpScript =
  "try{new Intl.DateTimeFormat(void 0,{hour:'numeric',minute:'2-digit',timeZone:'UTC'}).format(0);new Intl.DisplayNames(void 0,{type:'language'}).of('en')}catch(e){}document.currentScript.remove()";

export const intlWarmUpScriptHash = `'sha256-${createHash('sha256').update(intlWarmUpScript).digest('base64')}'`;
