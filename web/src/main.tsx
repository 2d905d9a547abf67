import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderedForAttribute, viewportAttribute } from '@hotelvoice/api/contracts/public-pages';
import { applyDashboardPreload, preloadDrawnPage } from './app/dashboard-preload.ts';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter, createAppRouter } from './app/router.tsx';
import { replayEarlyClicks } from './lib/replay-early-clicks.ts';
import { replayEarlyInput } from './lib/replay-early-input.ts';
import { assumeViewport } from './lib/use-media-query.ts';
import './index.css';

/**
 * The app's entry: the dashboard, the admin area and every page the api sends as the app shell.
 * The prerendered public pages have their own entry (src/public-main.tsx, decision 070); reached
 * from here by a link, they render in this app like any route. A signed-in page the api rendered
 * (web/src/dashboard-server.tsx) is hydrated: its markup stays, the app takes it over.
 */
async function start() {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const preloaded = applyDashboardPreload(queryClient);
  await createAppRouter();
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  const renderedFor = container.getAttribute(renderedForAttribute);
  if (preloaded && renderedFor === window.location.pathname + window.location.search) {
    await preloadDrawnPage(window.location.pathname);
    assumeViewport(container.getAttribute(viewportAttribute) === 'wide' ? 'wide' : 'phone');
    hydrateRoot(container, app);
    assumeViewport(null);
    container.removeAttribute(renderedForAttribute);
    // What the visitor typed or tapped in the drawn page before now reaches the app.
    replayEarlyInput(container);
    replayEarlyClicks();
    return;
  }
  // Markup drawn for another hotel or address than this tab shows: drawn afresh.
  if (renderedFor !== null) container.replaceChildren();
  // As a transition, React renders in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that blocks a tap on a slow phone.
  startTransition(() => createRoot(container).render(app));
}

void start();
