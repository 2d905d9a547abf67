import { spentWithin, type RateLimits } from '../../platform/http/rate-limit.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SignUpNotice } from './auth.service.ts';

export const authLimits = {
  /** Every sign-up counts: an address making accounts in bulk stops here. */
  signUpPerIp: { name: 'sign-up-ip', points: 10, durationSeconds: 3600 },
  /** "Someone tried to sign up with your address" goes out at most this often per address. */
  signUpNoticePerEmail: { name: 'sign-up-notice-email', points: 1, durationSeconds: 3600 },
};

/** The e-mail to the owner of a taken address, at most once per address per `signUpNoticePerEmail`. */
export function createSignUpNotice(mail: MailService, publicUrl: string, rateLimits: RateLimits): SignUpNotice {
  return {
    mail,
    publicUrl,
    mayNotify: (email) => spentWithin(rateLimits, authLimits.signUpNoticePerEmail, email),
  };
}
