/**
 * The guest reviews' face (decision 101): what the web's review form shares with the api route.
 */
export { guestReviewLimits } from './guest-reviews.routes.ts';
