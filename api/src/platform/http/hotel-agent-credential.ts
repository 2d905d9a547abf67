import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error.ts';
import { bearerTokenOf } from './signatures.ts';

/** Looks a credential up (by its SHA-256, so nothing is compared byte by byte with a secret). */
export interface AgentCredentials {
  hotelOfToken(token: string): Promise<string | null>;
}

/**
 * `Authorization: Bearer <the hotel's agent credential>` on a route with a `:hotelId`: the
 * credential must be the current one of that very hotel (an admin issues it on the hotel's page).
 */
export function requireHotelAgentCredential(credentials: AgentCredentials) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const hotelId = await credentials.hotelOfToken(bearerTokenOf(req.get('authorization')));
    if (!hotelId) throw new AppError('unauthenticated', "A valid agent credential is required (the hotel's own).");
    if (hotelId !== String(req.params.hotelId ?? '').toLowerCase()) {
      throw new AppError('forbidden', 'This agent credential belongs to another hotel.');
    }
    next();
  };
}
