/**
 * The page's modules load after its first paint (decision 100). React Router's `<Scripts>` writes
 * a `modulepreload` link for every module of the page and an inline module script that imports
 * them; the browser fetches and runs all of them before it paints, so a phone on a slow link waits
 * for 130 KB of JavaScript to see a page the server already drew. This rewrites what `<Scripts>`
 * wrote as it streams: the preload links go, and the module script is parked (a type the browser
 * does not run) until `startAfterPaint`, written right after it, runs it in the first task after
 * the first frame. Hydration and React's replay of early input then work as before, a frame later.
 */
export const parkedScriptType = 'text/hv-after-paint';

/** Runs the parked module script once the page has painted (a frame, then a task); the nonce carries over. */
export const startAfterPaint = `(function(){var done=false;function start(){if(done)return;done=true;var s=document.querySelector('script[type="${parkedScriptType}"]');if(!s)return;var m=document.createElement('script');m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()`;

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const moduleScript = /<script( nonce="[^"]*")? type="module" async="">/g;

/** Rewrites one piece of the page; pure, for the tests. */
export function parkModuleScripts(html: string): string {
  return html.replace(modulePreload, '').replace(moduleScript, `<script$1 type="${parkedScriptType}">`);
}
