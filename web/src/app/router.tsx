import { Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { NotFound } from '../components/errors/not-found.tsx';
import { PageFallback } from '../components/layouts/page-fallback.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { RouteGuard } from '../features/auth/components/route-guard.tsx';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import { resolveLazyRoutes } from './resolve-lazy-routes.ts';
import { RouteMeta } from './route-meta.tsx';
import { SpecHotelProfileRedirect } from './spec-hotel-profile-redirect.tsx';

// Guarded layouts load only after the guard lets the visitor in (or before hydrating a page the
// server rendered for a signed-in visitor: preloadGuardedLayout).
const DashboardLayout = preloadableLazy(async () => ({
  default: (await import('./routes/dashboard/layout.tsx')).Component,
}));
const AdminLayout = preloadableLazy(async () => ({ default: (await import('./routes/admin/layout.tsx')).Component }));

/** Loads the guarded layout a path renders in, so it draws without suspending. */
export async function preloadGuardedLayout(pathname: string): Promise<void> {
  if (pathname.startsWith(paths.dashboard.root)) await DashboardLayout.preload();
  else if (pathname.startsWith(paths.admin.home)) await AdminLayout.preload();
}

/** Every route group is its own chunk: the public pages never download dashboard or admin code. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // Keeps the document's title and description in step with the page on in-app navigation.
    Component: RouteMeta,
    // Every page loads lazily: this is what shows while the first one's code arrives. The app
    // shell's HTML is this same fallback, rendered by the build (web/src/entry-server.tsx).
    hydrateFallbackElement: <PageFallback />,
    children: [
      { path: paths.home, lazy: () => import('./routes/marketing/landing.tsx') },
      { path: paths.tryIt, lazy: () => import('./routes/marketing/try.tsx') },
      { path: paths.privacy, lazy: () => import('./routes/marketing/privacy.tsx') },
      { path: paths.login, lazy: () => import('./routes/auth/login.tsx') },
      { path: paths.signup, lazy: () => import('./routes/auth/signup.tsx') },
      { path: paths.adminLogin, lazy: () => import('./routes/auth/admin-login.tsx') },
      { path: paths.forgotPassword, lazy: () => import('./routes/auth/forgot-password.tsx') },
      { path: paths.resetPassword, lazy: () => import('./routes/auth/reset-password.tsx') },
      { path: paths.confirmEmail, lazy: () => import('./routes/auth/confirm-email.tsx') },
      { path: paths.invitation, lazy: () => import('./routes/auth/invitation.tsx') },
      { path: paths.guestReviewRoute, lazy: () => import('./routes/guest-review/guest-review.tsx') },
      {
        path: paths.dashboard.root,
        element: (
          <RouteGuard>
            <Suspense fallback={<Spinner />}>
              <DashboardLayout />
            </Suspense>
          </RouteGuard>
        ),
        children: [
          { index: true, element: <Navigate to={paths.dashboard.home} replace /> },
          { path: paths.dashboard.home, lazy: () => import('./routes/dashboard/home.tsx') },
          { path: paths.dashboard.integrations, lazy: () => import('./routes/dashboard/integrations.tsx') },
          { path: paths.dashboard.insights, lazy: () => import('./routes/dashboard/insights.tsx') },
          { path: paths.dashboard.callLogs, lazy: () => import('./routes/dashboard/call-logs.tsx') },
          { path: paths.dashboard.reviews, lazy: () => import('./routes/dashboard/reviews.tsx') },
          { path: paths.dashboard.knowledgeGaps, lazy: () => import('./routes/dashboard/knowledge-gaps.tsx') },
          { path: paths.dashboard.alerts, lazy: () => import('./routes/dashboard/alerts.tsx') },
          { path: paths.dashboard.guestData, lazy: () => import('./routes/dashboard/privacy.tsx') },
          { path: paths.dashboard.team, lazy: () => import('./routes/dashboard/team.tsx') },
          { path: paths.dashboard.account, lazy: () => import('./routes/dashboard/account.tsx') },
        ],
      },
      {
        path: paths.admin.home,
        element: (
          <RouteGuard requireAdmin signInPath={paths.adminLogin}>
            <Suspense fallback={<Spinner />}>
              <AdminLayout />
            </Suspense>
          </RouteGuard>
        ),
        children: [
          { index: true, lazy: () => import('./routes/admin/home.tsx') },
          { path: paths.admin.hotels, lazy: () => import('./routes/admin/profiles.tsx') },
          { path: paths.admin.users, lazy: () => import('./routes/admin/profiles.tsx') },
          { path: paths.admin.profiles, lazy: () => import('./routes/admin/profiles.tsx') },
          { path: paths.admin.newHotel, lazy: () => import('./routes/admin/hotels.tsx') },
          { path: paths.admin.editHotelRoute, lazy: () => import('./routes/admin/hotels.tsx') },
          { path: paths.admin.hotelProfileRoute, lazy: () => import('./routes/admin/hotel-profile.tsx') },
          { path: paths.admin.specHotelProfileRoute, element: <SpecHotelProfileRedirect /> },
          { path: paths.admin.prompts, lazy: () => import('./routes/admin/prompts.tsx') },
          { path: paths.admin.accounts, lazy: () => import('./routes/admin/applications.tsx') },
          { path: paths.admin.applications, lazy: () => import('./routes/admin/applications.tsx') },
          { path: paths.admin.demoRequests, lazy: () => import('./routes/admin/demo-requests.tsx') },
          { path: paths.admin.outbox, lazy: () => import('./routes/admin/outbox.tsx') },
          { path: paths.admin.audit, lazy: () => import('./routes/admin/audit.tsx') },
          { path: paths.admin.queueBoard, lazy: () => import('./routes/admin/queue-board.tsx') },
          { path: paths.admin.analytics, lazy: () => import('./routes/admin/analytics.tsx') },
          { path: paths.admin.operations, lazy: () => import('./routes/admin/operations.tsx') },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The browser's router; set by createAppRouter before the first render. */
export let router: ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the routes the address matches before the router starts, so the first render
 * is the page itself: the same markup the prerendered HTML holds (hydration), or the page straight
 * after the shell's loading state, never a fallback in between.
 */
export async function createAppRouter(): Promise<typeof router> {
  await resolveLazyRoutes(routes, window.location);
  router = createBrowserRouter(routes);
  return router;
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
