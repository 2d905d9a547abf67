import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { publicPages } from '@hotelvoice/api/contracts/public-pages';
import { trackSiteEvent } from '../lib/site-events.ts';

const defaultTitle = 'HotelVoice';

/**
 * Keeps the title and description the prerendered HTML started with in step with in-app navigation,
 * and counts the public pages' views.
 */
export function RouteMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = publicPages.find((p) => p.path === pathname);
    document.title = page?.title ?? defaultTitle;
    if (page) document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
    // The public site's page views; the signed-in areas are not the site's audience (decision 019).
    if (!/^\/(dashboard|admin)(\/|$)/.test(pathname)) trackSiteEvent('page_view');
  }, [pathname]);
  return <Outlet />;
}
