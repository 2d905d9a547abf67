import { randomUUID } from 'node:crypto';
import { createLocalAuth } from '../../api/src/platform/auth/local-auth.ts';
import type { Stack } from './stack.ts';
import { testConfig } from '../../test/support/config.ts';

export interface TestApplicant {
  id: string;
  email: string;
  password: string;
  /** "First Applicant", as the applications list names the card. */
  name: string;
}

/** A pending sign-up (not activated, no hotel), as the sign-up form leaves one. */
export async function createApplicant(
  stack: Stack,
  firstName: string,
  property = { hotelName: '', hotelCity: '' },
): Promise<TestApplicant> {
  const auth = createLocalAuth(stack.pool, stack.env.AUTH_JWT_SECRET!, testConfig.passwordCost);
  const email = `e2e-applicant-${randomUUID().slice(0, 6)}@test.hotelvoice.dev`;
  const user = await auth.createUser(email, 'applicant-password', false);
  await stack.pool.query(
    `insert into public.users (user_id, first_name, last_name, email, phone_number, applied_hotel_name, applied_hotel_city)
     values ($1, $2, 'Applicant', $3, '+1 555 0199', $4, $5)`,
    [user.id, firstName, email, property.hotelName, property.hotelCity],
  );
  return { id: user.id, email, password: 'applicant-password', name: `${firstName} Applicant` };
}
