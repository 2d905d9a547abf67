import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../platform/errors/app-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `Authorization: Bearer <AGENT_API_TOKEN>`. Both sides are hashed first so the comparison takes the
 * same time whatever the length or content of the guess.
 */
export function requireAgentToken(token: string) {
  const expected = digest(token);
  return (req: Request, _res: Response, next: NextFunction) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      throw new AppError('unauthenticated', 'A valid agent token is required.');
    }
    next();
  };
}
