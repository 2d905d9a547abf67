/**
 * The operations module's face (decision 101): the check the worker runs on schedule.
 */
export { checkOperations } from './alerts.ts';
