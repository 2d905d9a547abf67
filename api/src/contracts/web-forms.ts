/**
 * The public forms a page's action submits (decision 082): each runs the same validation, throttles,
 * services and session hand-out as the api route of the same form, and answers a refusal with the
 * api's own error body, so the page shows the same message next to the same field.
 *
 * Inputs are the form's fields as posted (strings; a field the form does not have is left out);
 * the api parses them with the route's own contract.
 */
import type { SessionUser } from './auth.ts';
import type { PublicHotel } from './public-site.ts';
import type { TwoStepChallenge } from './two-step.ts';

/** The api's error body (`{ error: { code, message, details } }`) and its HTTP status. */
export interface FormRefusal {
  ok: false;
  status: number;
  error: { code: string; message: string; details?: unknown };
}

export type FormOutcome<T> = { ok: true; value: T } | FormRefusal;

/** The password step: a session (its cookies are set), or a ticket for the code step when two-step sign-in is on. */
export type PasswordStep = { user: SessionUser } | TwoStepChallenge;

/** An invitation accepted: as a password step, and the hotel joined. */
export type InvitationAccepted = PasswordStep & { hotelId: string };

export interface SignInForm {
  email: string;
  password: string;
}

export interface TwoStepCodeForm {
  ticket: string;
  code: string;
}

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string;
  hotelName?: string;
  hotelCity?: string;
}

export interface DemoRequestForm {
  name: string;
  email: string;
  hotel: string;
  message: string;
}

export interface ForgotPasswordForm {
  email: string;
}

export interface ResetPasswordForm {
  token: string;
  password: string;
}

export interface AcceptInvitationForm {
  token: string;
  password: string;
  /** A new person's name; an existing account's form has none. */
  firstName?: string;
  lastName?: string;
}

export interface GuestReviewForm {
  hotelId: string;
  /** The chosen star, '1' to '5', as posted. */
  rating: string;
  feedback?: string;
}

export interface PageForms {
  /** POST /api/auth/sign-in. */
  signIn(form: SignInForm): Promise<FormOutcome<PasswordStep>>;
  /** POST /api/auth/admin/sign-in. */
  adminSignIn(form: SignInForm): Promise<FormOutcome<PasswordStep>>;
  /** POST /api/auth/two-step: the code after a password step's ticket. */
  twoStepSignIn(form: TwoStepCodeForm): Promise<FormOutcome<{ user: SessionUser }>>;
  /** POST /api/auth/sign-up (limited per client address). */
  signUp(form: SignUpForm): Promise<FormOutcome<{ email: string }>>;
  /** POST /api/demo-requests (limited per client address). */
  demoRequest(form: DemoRequestForm): Promise<FormOutcome<{ demoRequestId: string }>>;
  /** POST /api/auth/forgot-password (limited per client address). */
  forgotPassword(form: ForgotPasswordForm): Promise<FormOutcome<{ email: string }>>;
  /** POST /api/auth/reset-password (limited per client address). */
  resetPassword(form: ResetPasswordForm): Promise<FormOutcome<{ email: string }>>;
  /** POST /api/invitations/accept (limited per client address). */
  acceptInvitation(form: AcceptInvitationForm): Promise<FormOutcome<InvitationAccepted>>;
  /** POST /api/reviews (limited per client address). */
  guestReview(form: GuestReviewForm): Promise<FormOutcome<{ reviewId: string }>>;
  /** The review form's hotel, GET /api/public/hotels/:hotelId (limited per client address); null: no such hotel. */
  reviewHotel(hotelId: string): Promise<FormOutcome<PublicHotel | null>>;
}
