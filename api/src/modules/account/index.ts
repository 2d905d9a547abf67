/**
 * The account module's face (decision 101): what the web's page forms take from it.
 */
export { accountLimits } from './account-limits.ts';
