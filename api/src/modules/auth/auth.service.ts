import type { SessionUser, SignInBody, SignUpBody } from '../../contracts/auth.ts';
import type { AuthPort, AuthSession } from '../../platform/auth/auth-port.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { notAdminMessage, pendingActivationMessage } from '../../platform/access/access.ts';
import type { Identity } from '../../platform/access/identity.ts';
import type { MailService } from '../mail/mail.service.ts';
import { findProfile, insertProfile, type ProfileRow } from './auth.repo.ts';
import { signUpAttemptMail } from './sign-up-attempt-mail.ts';

export const accountNotFoundMessage = 'User account not found.';

export interface SignUpNotice {
  mail: MailService;
  publicUrl: string;
  /** False when the address was already told recently: the notice is then skipped. */
  mayNotify: (email: string) => Promise<boolean>;
}

export function createAuthService(auth: AuthPort, db: Db, notice?: SignUpNotice) {
  async function tellAddressOwner(email: string): Promise<void> {
    if (!notice || !(await notice.mayNotify(email))) return;
    const outboxMessageId = await notice.mail.write(db, signUpAttemptMail({ email, publicUrl: notice.publicUrl }));
    await notice.mail.dispatch(outboxMessageId);
  }

  async function activeProfileOrSignOut(session: AuthSession): Promise<ProfileRow> {
    const profile = await findProfile(db, session.identity.userId);
    if (profile?.activated) return profile;
    await auth.signOut(session.identity, session.accessToken);
    if (!profile) throw new AppError('not_found', accountNotFoundMessage, { reason: 'account_not_found' });
    throw new AppError('forbidden', pendingActivationMessage, { reason: 'account_pending' });
  }

  return {
    /**
     * Answers the same whether or not the address has an account, so sign-up does not tell who uses
     * the product; the owner of a taken address is told by e-mail instead.
     */
    async signUp(body: SignUpBody): Promise<{ email: string }> {
      let user;
      try {
        user = await auth.signUp(body.email, body.password, { first_name: body.firstName, last_name: body.lastName });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
        await tellAddressOwner(body.email);
        return { email: body.email };
      }
      await insertProfile(db, {
        userId: user.id,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber,
        appliedHotelName: body.hotelName,
        appliedHotelCity: body.hotelCity,
      });
      return { email: body.email };
    },

    /**
     * Customer login (spec §4): a missing profile or an account that is not active (pending or
     * deactivated, admin or not) signs the user out again.
     */
    async signInCustomer(body: SignInBody): Promise<{ session: AuthSession; user: SessionUser }> {
      const session = await auth.signIn(body.email, body.password);
      const profile = await activeProfileOrSignOut(session);
      return {
        session,
        user: toSessionUser(session.identity.userId, session.identity.email, session.identity.admin, profile),
      };
    },

    /** Admin login (spec §6): the verified token must carry the admin claim, and the account be active. */
    async signInAdmin(body: SignInBody): Promise<{ session: AuthSession; user: SessionUser }> {
      const session = await auth.signIn(body.email, body.password);
      if (!session.identity.admin) {
        await auth.signOut(session.identity, session.accessToken);
        throw new AppError('forbidden', notAdminMessage, { reason: 'not_admin' });
      }
      const profile = await activeProfileOrSignOut(session);
      return { session, user: toSessionUser(session.identity.userId, session.identity.email, true, profile) };
    },

    /** The browser's view of a session's user (after the two-step code step). */
    async sessionUser(session: AuthSession): Promise<SessionUser> {
      const { userId, email, admin } = session.identity;
      return toSessionUser(userId, email, admin, await findProfile(db, userId));
    },

    refresh: (refreshToken: string) => auth.refresh(refreshToken),

    signOut: (identity: Identity, accessToken: string) => auth.signOut(identity, accessToken),

    /**
     * Ends the session a refresh token belongs to, for a sign-out after the access token expired.
     * The port ends sessions by access token (GoTrue's logout takes nothing else), so the refresh
     * token is exchanged for a fresh one first; that exchange also rotates the token, and the
     * session is gone right after.
     */
    async signOutByRefreshToken(refreshToken: string): Promise<void> {
      let session: AuthSession;
      try {
        session = await auth.refresh(refreshToken);
      } catch (error) {
        // Unknown, rotated, expired or banned: no session is left that this token could use.
        if (error instanceof AppError && (error.code === 'unauthenticated' || error.code === 'forbidden')) return;
        throw error;
      }
      await auth.signOut(session.identity, session.accessToken);
    },
  };
}

export function toSessionUser(
  id: string,
  email: string,
  admin: boolean,
  profile: { firstName: string; lastName: string; activated: boolean } | null,
): SessionUser {
  return {
    id,
    email,
    admin,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    activated: profile?.activated ?? false,
  };
}
