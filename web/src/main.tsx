import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDashboardPreload } from './app/dashboard-preload.ts';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRouter, createAppRouter } from './app/router.tsx';
import './index.css';

/**
 * The app's entry: the dashboard, the admin area and every page the api sends as the app shell.
 * The prerendered public pages have their own entry (src/public-main.tsx, decision 070); reached
 * from here by a link, they render in this app like any route.
 */
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
  // As a transition, React renders in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that blocks a tap on a slow phone.
  startTransition(() => createRoot(container).render(app));
}

void start();
