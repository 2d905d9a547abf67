import { z } from 'zod';

const codeField = z.string().trim().min(1, 'Enter the code from your authenticator app.').max(40);

const passwordField = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(1024);

export const startTwoStepBody = z.object({ password: passwordField });
export const confirmTwoStepBody = z.object({ code: codeField });
export const disableTwoStepBody = z.object({
  password: passwordField,
  code: codeField,
});
export const twoStepSignInBody = z.object({
  ticket: z.string().min(1).max(100),
  code: codeField,
});

export interface TwoStepStatus {
  enabled: boolean;
  /** True for an admin while ADMIN_TWO_STEP_REQUIRED is on: the admin area waits for set-up. */
  required: boolean;
  recoveryCodesLeft: number;
}

export interface TwoStepSetup {
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code, an SVG made on the server. */
  qrSvg: string;
}

/** What the password step answers when a code must follow: no session cookie yet. */
export interface TwoStepChallenge {
  twoStep: { ticket: string };
}
