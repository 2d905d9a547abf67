import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from '../config/paths.ts';

/** Every page of the web, in one list (decision 082); each file is its own chunk. */
const child = (path: string) => path.replace(/^\/(dashboard|admin)\//, '');

export default [
  route(paths.home, 'routes/marketing/landing.tsx'),
  route(paths.tryIt, 'routes/marketing/try.tsx'),
  route(paths.privacy, 'routes/marketing/privacy.tsx'),
  route(paths.login, 'routes/auth/login.tsx'),
  route(paths.signup, 'routes/auth/signup.tsx'),
  route(paths.adminLogin, 'routes/auth/admin-login.tsx'),
  route(paths.forgotPassword, 'routes/auth/forgot-password.tsx'),
  route(paths.resetPassword, 'routes/auth/reset-password.tsx'),
  route(paths.confirmEmail, 'routes/auth/confirm-email.tsx'),
  route(paths.invitation, 'routes/auth/invitation.tsx'),
  route(paths.guestReviewRoute, 'routes/guest-review/guest-review.tsx'),
  route(paths.dashboard.root, 'routes/dashboard/layout.tsx', [
    index('routes/dashboard/index.tsx'),
    route(child(paths.dashboard.home), 'routes/dashboard/home.tsx'),
    route(child(paths.dashboard.integrations), 'routes/dashboard/integrations.tsx'),
    route(child(paths.dashboard.insights), 'routes/dashboard/insights.tsx'),
    route(child(paths.dashboard.callLogs), 'routes/dashboard/call-logs.tsx'),
    route(child(paths.dashboard.reviews), 'routes/dashboard/reviews.tsx'),
    route(child(paths.dashboard.knowledgeGaps), 'routes/dashboard/knowledge-gaps.tsx'),
    route(child(paths.dashboard.alerts), 'routes/dashboard/alerts.tsx'),
    route(child(paths.dashboard.allAlerts), 'routes/dashboard/all-alerts.tsx'),
    route(child(paths.dashboard.guestData), 'routes/dashboard/guest-data.tsx'),
    route(child(paths.dashboard.team), 'routes/dashboard/team.tsx'),
    route(child(paths.dashboard.account), 'routes/dashboard/account.tsx'),
  ]),
  route(paths.admin.home, 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route(child(paths.admin.hotels), 'routes/admin/profiles.tsx', { id: 'admin-hotels' }),
    route(child(paths.admin.users), 'routes/admin/profiles.tsx', { id: 'admin-users' }),
    route(child(paths.admin.profiles), 'routes/admin/profiles.tsx', { id: 'admin-profiles' }),
    route(child(paths.admin.newHotel), 'routes/admin/hotels.tsx', { id: 'admin-new-hotel' }),
    route(child(paths.admin.editHotelRoute), 'routes/admin/hotels.tsx', { id: 'admin-edit-hotel' }),
    route(child(paths.admin.hotelProfileRoute), 'routes/admin/hotel-profile.tsx'),
    route(child(paths.admin.specHotelProfileRoute), 'routes/admin/spec-hotel-profile.tsx'),
    route(child(paths.admin.prompts), 'routes/admin/prompts.tsx'),
    route(child(paths.admin.accounts), 'routes/admin/applications.tsx', { id: 'admin-accounts' }),
    route(child(paths.admin.applications), 'routes/admin/applications.tsx', { id: 'admin-applications' }),
    route(child(paths.admin.demoRequests), 'routes/admin/demo-requests.tsx'),
    route(child(paths.admin.outbox), 'routes/admin/outbox.tsx'),
    route(child(paths.admin.audit), 'routes/admin/audit.tsx'),
    route(child(paths.admin.queueBoard), 'routes/admin/queue-board.tsx'),
    route(child(paths.admin.analytics), 'routes/admin/analytics.tsx'),
    route(child(paths.admin.operations), 'routes/admin/operations.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
