import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackSiteEvent } from '../lib/site-events.ts';

/**
 * Counts the public site's page views (decision 019), on the first page and every page opened in the
 * app after it; the signed-in areas are not the site's audience.
 */
export function useSiteViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!/^\/(dashboard|admin)(\/|$)/.test(pathname)) trackSiteEvent('page_view');
  }, [pathname]);
}
