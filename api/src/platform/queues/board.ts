import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';

export const queueBoardPath = '/admin/queues';

/**
 * bull-board over the api's queues. Its BullMQ adapter reads through the queue's backend, so the
 * same board serves Redis and BullMQ's Postgres backend. The caller guards it (admins only).
 */
export function createQueueBoard(queues: Queue[]) {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(queueBoardPath);
  // @bull-board/express pins a patch-older copy of @bull-board/api; the shapes match at runtime.
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: serverAdapter as never,
    // Opened on its own (outside the admin shell's frame), the board's menu leads back.
    options: { uiConfig: { boardTitle: 'HotelVoice queues', miscLinks: [{ text: 'Back to admin', url: '/admin' }] } },
  });
  return [dropRemoteStylesheets, serverAdapter.getRouter()];
}

type Render = (view: string, options: object, callback: (error: Error | null, html: string) => void) => void;

/**
 * The board's page links a web-font stylesheet from fonts.googleapis.com, which our CSP blocks on
 * every visit; the page reads fine in the system fonts, so the link is dropped from its HTML.
 */
function dropRemoteStylesheets(_req: Request, res: Response, next: NextFunction) {
  const render = res.render.bind(res) as Render;
  (res as unknown as { render: (view: string, options?: object) => void }).render = (view, options = {}) =>
    render(view, options, (error, html) => {
      if (error) return next(error);
      res.send(html.replace(/<link[^>]*href="https?:\/\/[^"]*"[^>]*rel="stylesheet"[^>]*>/g, ''));
    });
  next();
}
