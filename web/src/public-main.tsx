import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './app/query-client.ts';
import { trackSiteEvent } from './lib/site-events.ts';
import { publicPageModule } from './public/public-page-modules.ts';
import { PublicProvider } from './public/public-provider.tsx';
import { replayEarlyInput } from './lib/replay-early-input.ts';
import './public.css';

/**
 * The public pages' entry (decision 070): built on Preact by web/scripts/public-build.ts, it loads
 * the one page this document is, hydrates its prerendered HTML and counts the view. Links to other
 * pages, the dashboard included, load them from the server.
 */
async function start() {
  const load = publicPageModule(location.pathname);
  const container = document.getElementById('root');
  if (!load || !container) return;
  const { Component } = await load();
  hydrateRoot(
    container,
    <PublicProvider queryClient={createQueryClient()}>
      <Component />
    </PublicProvider>,
  );
  replayEarlyInput(container);
  // The public site's page views (decision 019).
  trackSiteEvent('page_view');
}

void start();
