import { z } from 'zod';
import { emailField, passwordField } from './auth.ts';

export const forgotPasswordBody = z.object({ email: emailField });

export const resetPasswordBody = z.object({
  token: z.string().trim().min(20, 'This link is incomplete. Open the link from the e-mail again.').max(200),
  password: passwordField,
});

export const confirmEmailBody = z.object({
  token: z.string().trim().min(20, 'This link is incomplete. Open the link from the e-mail again.').max(200),
});

/** The account page's profile. */
export interface AccountProfile {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export const updateProfileBody = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name.').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name.').max(100),
  phoneNumber: z.string().trim().max(40).default(''),
});

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  newPassword: passwordField,
});

export const changeEmailBody = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  newEmail: emailField,
});

export interface AccountSession {
  sessionId: string;
  /** "Chrome on macOS", from the user agent. */
  device: string;
  /** The client's network (203.0.113.0/24), never a looked-up place. */
  network: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}
