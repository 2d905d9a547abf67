import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AgentCredentialsService } from '../agent-credentials/agent-credentials.service.ts';

/**
 * `Authorization: Bearer <the hotel's agent credential>` on a route with a `:hotelId`: the
 * credential must be the current one of that very hotel (an admin issues it on the hotel's page).
 * It is looked up by its SHA-256, so nothing is compared byte by byte with a secret.
 */
export function requireHotelAgentCredential(credentials: AgentCredentialsService) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
    const hotelId = await credentials.hotelOfToken(token);
    if (!hotelId) throw new AppError('unauthenticated', "A valid agent credential is required (the hotel's own).");
    if (hotelId !== String(req.params.hotelId ?? '').toLowerCase()) {
      throw new AppError('forbidden', 'This agent credential belongs to another hotel.');
    }
    next();
  };
}
