import type { Request, Response } from 'express';
import type { PageForms } from '../../contracts/web-forms.ts';
import type { ModuleContext } from '../module-context.ts';

/**
 * The public forms' server side for the web's actions (decision 082): each runs what its api route
 * runs, with this request and response (cookies, address, throttles), and answers a refusal with the
 * api's error body instead of throwing.
 */
export function createPageForms(_ctx: ModuleContext) {
  return (_req: Request, _res: Response): PageForms => ({});
}
