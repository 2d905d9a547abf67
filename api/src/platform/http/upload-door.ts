import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../errors/app-error.ts';
import { createAllowance } from './allowance.ts';
import { enforceReceiveRate, type ReceiveRate } from './receive-rate.ts';

/** The limits of the door every unauthenticated body comes through (config: uploadDoor). */
export interface UploadDoorSettings extends ReceiveRate {
  /** Bodies one client address may be sending at once, before any of them is verified. */
  perSource: number;
  /** Bytes of unverified bodies held in memory at once by the process, every webhook together. */
  memoryBudgetBytes: number;
}

export interface UploadDoor {
  /**
   * Lets a request whose headers passed their checks send its body: it holds one of its
   * address's slots and must keep to the minimum receive rate. No slot shared with other
   * addresses is held before the body is verified, so unsigned requests cannot starve signed ones.
   */
  admit: RequestHandler;
  /** admit, then the raw body into `req.body` (a Buffer) within the memory budget and `maxBytes`. */
  readIntoMemory(maxBytes: number): RequestHandler[];
}

const doors = new WeakMap<UploadDoorSettings, UploadDoor>();

/** One door per app (its settings object), shared by every route of the app that reads bodies. */
export function uploadDoorOf(settings: UploadDoorSettings): UploadDoor {
  let door = doors.get(settings);
  if (!door) {
    door = createUploadDoor(settings);
    doors.set(settings, door);
  }
  return door;
}

function createUploadDoor(settings: UploadDoorSettings): UploadDoor {
  const perSource = createAllowance(
    settings.perSource,
    'Too many uploads from your address at once. Try again shortly.',
  );
  const memory = createAllowance(
    settings.memoryBudgetBytes,
    'Too many requests being received at once. Try again shortly.',
  );

  const admit: RequestHandler = (req, res, next) => {
    perSource.take(res, 1, req.ip ?? req.socket.remoteAddress ?? '');
    enforceReceiveRate(req, res, settings);
    next();
  };

  /** Takes the body's declared length (a chunked one: the most it may be) from the budget before reading it. */
  const reserve =
    (maxBytes: number) =>
    (req: Request, res: Response, next: NextFunction): void => {
      const declared = req.headers['content-length'];
      const chunked = req.headers['transfer-encoding'] !== undefined;
      const bytes = declared !== undefined ? Number(declared) : chunked ? maxBytes : 0;
      if (!(bytes <= maxBytes)) {
        res.setHeader('Connection', 'close');
        throw new AppError('payload_too_large', `The body is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, {
          reason: 'body_too_large',
        });
      }
      memory.take(res, bytes);
      next();
    };

  return {
    admit,
    readIntoMemory: (maxBytes) => [admit, reserve(maxBytes), express.raw({ type: () => true, limit: maxBytes })],
  };
}
