import { z } from 'zod';

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }).max(320));

/** bcrypt reads at most 72 bytes of a password; longer ones would be silently truncated. */
export const passwordField = z
  .string()
  .min(8, 'Password should be at least 8 characters.')
  .refine((value) => Buffer.byteLength(value, 'utf8') <= 72, 'Password must be at most 72 bytes.');

export const signUpBody = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name.').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name.').max(100),
  email: emailField,
  password: passwordField,
  phoneNumber: z.string().trim().max(40).optional().default(''),
  /** The property the applicant runs, so the admin knows which hotel to link (optional). */
  hotelName: z.string().trim().max(200, 'Keep the hotel name under 200 characters.').optional().default(''),
  hotelCity: z.string().trim().max(100, 'Keep the city under 100 characters.').optional().default(''),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Enter your e-mail address.').max(320),
  password: z.string().min(1, 'Enter your password.').max(1024),
});
export type SignInBody = z.infer<typeof signInBody>;

/** The signed-in identity as the browser sees it. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  admin: boolean;
  activated: boolean;
}
