import { useEffect } from 'react';
import { serviceWorker } from '../config/service-worker.ts';

/**
 * Registers the service worker from the dashboard, after hydration: the public pages never load
 * or run it, so their first visit is as fast as before; the dashboard gets its cached build files
 * and offline page from the next start on, and push notifications a place to arrive.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(serviceWorker.script, { scope: serviceWorker.scope }).catch(() => {
      // Without it the dashboard works as before; only offline start and pushes are missing.
    });
  }, []);
}
