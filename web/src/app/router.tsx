import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { NotFound } from '../components/errors/not-found.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { RouteGuard } from '../features/auth/components/route-guard.tsx';

// Guarded layouts load only after the guard lets the visitor in.
const DashboardLayout = lazy(() => import('./routes/dashboard/layout.tsx').then((m) => ({ default: m.Component })));
const AdminLayout = lazy(() => import('./routes/admin/layout.tsx').then((m) => ({ default: m.Component })));

/** Every route group is its own chunk: the public pages never download dashboard or admin code. */
const router = createBrowserRouter([
  { path: '/', lazy: () => import('./routes/marketing/landing.tsx') },
  { path: '/try', lazy: () => import('./routes/marketing/try.tsx') },
  { path: '/login', lazy: () => import('./routes/auth/login.tsx') },
  { path: '/signup', lazy: () => import('./routes/auth/signup.tsx') },
  { path: '/admin/login', lazy: () => import('./routes/auth/admin-login.tsx') },
  { path: '/review', lazy: () => import('./routes/review/review.tsx') },
  {
    path: '/dashboard',
    element: (
      <RouteGuard>
        <Suspense fallback={<Spinner />}>
          <DashboardLayout />
        </Suspense>
      </RouteGuard>
    ),
    children: [
      { index: true, element: <Navigate to="/dashboard/home" replace /> },
      { path: 'home', lazy: () => import('./routes/dashboard/home.tsx') },
      { path: 'integrations', lazy: () => import('./routes/dashboard/integrations.tsx') },
      { path: 'call-logs', lazy: () => import('./routes/dashboard/call-logs.tsx') },
      { path: 'reviews', lazy: () => import('./routes/dashboard/reviews.tsx') },
    ],
  },
  {
    path: '/admin',
    element: (
      <RouteGuard requireAdmin>
        <Suspense fallback={<Spinner />}>
          <AdminLayout />
        </Suspense>
      </RouteGuard>
    ),
    children: [
      { index: true, lazy: () => import('./routes/admin/home.tsx') },
      { path: 'users', lazy: () => import('./routes/admin/profiles.tsx') },
      { path: 'profiles', lazy: () => import('./routes/admin/profiles.tsx') },
      { path: 'users/:userId', lazy: () => import('./routes/admin/hotel-profile.tsx') },
      { path: 'prompts', lazy: () => import('./routes/admin/prompts.tsx') },
      { path: 'applications', lazy: () => import('./routes/admin/applications.tsx') },
      { path: 'hotels', lazy: () => import('./routes/admin/hotels.tsx') },
      { path: 'demo-requests', lazy: () => import('./routes/admin/demo-requests.tsx') },
      { path: 'outbox', lazy: () => import('./routes/admin/outbox.tsx') },
    ],
  },
  { path: '*', element: <NotFound /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
