import type { Request, Response } from 'express';
import { forgotPasswordBody, resetPasswordBody } from '../../contracts/account.ts';
import { createDemoRequestBody, createReviewBody } from '../../contracts/public-site.ts';
import type { FormOutcome, GuestReviewForm, PageForms } from '../../contracts/web-forms.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { toErrorBody } from '../../platform/errors/to-error-body.ts';
import { rejectNulInFields } from '../../platform/http/reject-nul.ts';
import type { LimitRule } from '../../platform/http/rate-limit.ts';
import { accountLimits } from '../account/index.ts';
import { authLimits, createAuthFlows } from '../auth/index.ts';
import { demoRequestLimit } from '../demo-requests/index.ts';
import { guestReviewLimits } from '../guest-reviews/index.ts';
import type { ModuleContext } from '../module-context.ts';
import { createInvitationAcceptance, invitationLimits } from '../team/index.ts';
import { createTwoStepSignIn } from '../two-step/index.ts';

/** The review form posts its star as text; the api's contract wants the number the JSON client sends. */
const reviewBodyOf = ({ rating, ...rest }: GuestReviewForm) => ({
  ...rest,
  rating: rating === undefined || rating.trim() === '' ? undefined : Number(rating),
});

/**
 * The public forms' server side for the web's actions (decision 082): each runs what its api route
 * runs, with this request and response (cookies, address, throttles), and answers a refusal with the
 * api's error body instead of throwing.
 */
export function createPageForms(ctx: ModuleContext) {
  const auth = createAuthFlows(ctx);
  const completeTwoStep = createTwoStepSignIn(ctx);
  const { account, demoRequests, reviews } = ctx.services;
  const acceptInvitation = createInvitationAcceptance(ctx);
  const hideInternals = ctx.config.production;

  return (req: Request, res: Response): PageForms => {
    const ip = req.ip ?? 'unknown';
    /** The route's `rateLimits.perIp(rule)` middleware, counted on the same counter. */
    const perIp = (rule: LimitRule) => ctx.rateLimits.consume(rule, ip);

    /**
     * Runs one form as its route would, the fields refused like a JSON body with a NUL in it; what
     * the api would answer as an error comes back as a refusal with the same body and status (an
     * unexpected one logged as the api's error middleware logs it).
     */
    async function run<T>(fields: object, work: () => Promise<T>): Promise<FormOutcome<T>> {
      try {
        rejectNulInFields(fields);
        return { ok: true, value: await work() };
      } catch (error) {
        const rendered = toErrorBody(error, hideInternals);
        if (rendered.unexpected)
          ctx.logger.error({ err: error, method: req.method, path: req.path }, 'page form failed');
        if (rendered.headers) res.set(rendered.headers);
        return { ok: false, status: rendered.status, error: rendered.body.error };
      }
    }

    return {
      signIn: (form) => run(form, () => auth.signInCustomer(req, res, form)),
      adminSignIn: (form) => run(form, () => auth.signInAdmin(req, res, form)),
      twoStepSignIn: (form) => run(form, () => completeTwoStep(req, res, form)),
      signUp: (form) =>
        run(form, async () => {
          await perIp(authLimits.signUpPerIp);
          return auth.signUp(form);
        }),
      demoRequest: (form) =>
        run(form, async () => {
          await perIp(demoRequestLimit);
          const { demoRequestId } = await demoRequests.create(createDemoRequestBody.parse(form));
          return { demoRequestId };
        }),
      forgotPassword: (form) =>
        run(form, async () => {
          await perIp(accountLimits.resetRequestsPerIp);
          const body = forgotPasswordBody.parse(form);
          account.requestPasswordReset(body.email);
          return { email: body.email };
        }),
      resetPassword: (form) =>
        run(form, async () => {
          await perIp(accountLimits.linkUsesPerIp);
          const body = resetPasswordBody.parse(form);
          return account.resetPassword(body.token, body.password, ip);
        }),
      acceptInvitation: (form) =>
        run(form, async () => {
          await perIp(invitationLimits.perIp);
          return acceptInvitation(req, res, form);
        }),
      guestReview: (form) =>
        run(form, async () => {
          await perIp(guestReviewLimits.submitPerIp);
          const { reviewId } = await reviews.create(createReviewBody.parse(reviewBodyOf(form)));
          return { reviewId };
        }),
      reviewHotel: (hotelId) =>
        run({ hotelId }, async () => {
          await perIp(guestReviewLimits.lookupPerIp);
          try {
            return await reviews.publicHotel(hotelId);
          } catch (error) {
            if (error instanceof AppError && error.code === 'not_found') return null;
            throw error;
          }
        }),
    };
  };
}
