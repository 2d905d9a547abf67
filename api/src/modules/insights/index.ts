/**
 * The insights' face (decision 101): the period checks the hotels overview shares.
 */
export { checkedDays, periodInstants } from './period-check.ts';
