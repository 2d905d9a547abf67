import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyDashboardPreload } from './app/dashboard-preload.ts';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter, createAppRouter } from './app/router.tsx';
import './index.css';

/** Set by the build on the root of a page prerendered to HTML (web/scripts/prerender.ts). */
const prerenderedMark = 'data-prerendered';

async function start() {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  applyDashboardPreload(queryClient);
  await createAppRouter();
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  // As a transition, React renders (and hydrates) in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task that blocks a tap on a slow phone.
  startTransition(() => {
    if (container.hasAttribute(prerenderedMark)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
