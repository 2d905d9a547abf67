import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.ts';
import { toErrorBody } from '../errors/to-error-body.ts';

export function errorMiddleware(logger: Logger, hideInternals: boolean) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const rendered = toErrorBody(error, hideInternals);
    if (rendered.unexpected) logger.error({ err: error, method: req.method, path: req.path }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (rendered.headers) res.set(rendered.headers);
    res.status(rendered.status).json(rendered.body);
  };
}

export function notFoundApi(req: Request, res: Response): void {
  res.status(404).json({ error: { code: 'not_found', message: `No route for ${req.method} ${req.path}.` } });
}
