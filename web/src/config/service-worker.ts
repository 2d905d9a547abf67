/** The service worker's script and the part of the site it serves (decision 094): the dashboard only. */
export const serviceWorker = { script: '/sw.js', scope: '/dashboard/' } as const;
