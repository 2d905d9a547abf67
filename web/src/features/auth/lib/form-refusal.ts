import type { FormRefusal } from '@hotelvoice/api/contracts/web-forms';
import { ApiError } from '../../../lib/api-client.ts';

/** A page action's refusal (the api's error body and status) as the ApiError the message helpers read. */
export const refusalError = (refusal: FormRefusal): ApiError =>
  new ApiError(refusal.status, refusal.error.code, refusal.error.message, refusal.error.details);

/** What a login page's action answers: the code step's ticket, or a refusal of either step. */
export interface SignInActionData {
  /** The e-mail as typed, for the form shown again after a refusal (a page posted without JavaScript). */
  email?: string;
  /** Two-step sign-in is on: the code step comes next, with this ticket. */
  ticket?: string;
  refusal?: FormRefusal;
}
