/**
 * The guest data module's face (decision 101): removing calls with everything stored of them, as
 * the worker's retention job does.
 */
export { removeCalls } from './remove-calls.ts';
