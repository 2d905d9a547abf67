import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { NotFound } from '../components/errors/not-found.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths } from '../config/paths.ts';
import { RouteGuard } from '../features/auth/components/route-guard.tsx';

// Guarded layouts load only after the guard lets the visitor in.
const DashboardLayout = lazy(() => import('./routes/dashboard/layout.tsx').then((m) => ({ default: m.Component })));
const AdminLayout = lazy(() => import('./routes/admin/layout.tsx').then((m) => ({ default: m.Component })));

/** Every route group is its own chunk: the public pages never download dashboard or admin code. */
export const router = createBrowserRouter([
  { path: paths.home, lazy: () => import('./routes/marketing/landing.tsx') },
  { path: paths.tryIt, lazy: () => import('./routes/marketing/try.tsx') },
  { path: paths.login, lazy: () => import('./routes/auth/login.tsx') },
  { path: paths.signup, lazy: () => import('./routes/auth/signup.tsx') },
  { path: paths.adminLogin, lazy: () => import('./routes/auth/admin-login.tsx') },
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
      { path: paths.dashboard.callLogs, lazy: () => import('./routes/dashboard/call-logs.tsx') },
      { path: paths.dashboard.reviews, lazy: () => import('./routes/dashboard/reviews.tsx') },
    ],
  },
  {
    path: paths.admin.home,
    element: (
      <RouteGuard requireAdmin>
        <Suspense fallback={<Spinner />}>
          <AdminLayout />
        </Suspense>
      </RouteGuard>
    ),
    children: [
      { index: true, lazy: () => import('./routes/admin/home.tsx') },
      { path: paths.admin.users, lazy: () => import('./routes/admin/profiles.tsx') },
      { path: paths.admin.profiles, lazy: () => import('./routes/admin/profiles.tsx') },
      { path: paths.admin.hotelProfileRoute, lazy: () => import('./routes/admin/hotel-profile.tsx') },
      { path: paths.admin.prompts, lazy: () => import('./routes/admin/prompts.tsx') },
      { path: paths.admin.applications, lazy: () => import('./routes/admin/applications.tsx') },
      { path: paths.admin.hotels, lazy: () => import('./routes/admin/hotels.tsx') },
      { path: paths.admin.demoRequests, lazy: () => import('./routes/admin/demo-requests.tsx') },
      { path: paths.admin.outbox, lazy: () => import('./routes/admin/outbox.tsx') },
    ],
  },
  { path: '*', element: <NotFound /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
