/**
 * The auth module's face (decision 101): the one session hand-out, the sign-in throttle and the
 * sign-in flows that other ways in (account links, invitations, two-step, the web's page forms) reuse.
 */
export { authLimits } from './auth-limits.ts';
export { createAuthFlows } from './auth.routes.ts';
export { createSessionHandOut } from './session-hand-out.ts';
export { createSignInThrottle, freeFailures, reasonVerdict, signInVerdict } from './sign-in-throttle.ts';
