/**
 * The two-step module's face (decision 101): the second step of a sign-in, as the web's page form
 * does it.
 */
export { createTwoStepSignIn } from './two-step.routes.ts';
