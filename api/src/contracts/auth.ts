import { z } from 'zod';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }).max(320));

/** bcrypt reads at most 72 bytes of a password; longer ones would be silently truncated. */
const password = z
  .string()
  .min(8, 'Password should be at least 8 characters.')
  .refine((value) => Buffer.byteLength(value, 'utf8') <= 72, 'Password must be at most 72 bytes.');

export const signUpBody = z.object({
  firstName: z.string().trim().min(1, 'First name is required.').max(100),
  lastName: z.string().trim().min(1, 'Last name is required.').max(100),
  email,
  password,
  phoneNumber: z.string().trim().max(40).optional().default(''),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required.').max(320),
  password: z.string().min(1, 'Password is required.').max(1024),
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
