/**
 * The PMS tools' face (decision 101): how a call is named by the tool calls made on it.
 */
export { callRefOf } from './platform-requests.ts';
