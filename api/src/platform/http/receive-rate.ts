import type { Request, Response } from 'express';

export interface ReceiveRate {
  minBytesPerSecond: number;
  /** How long a stretch the rate is measured over; the first one starts when the headers are in. */
  windowMs: number;
}

const tooSlow = JSON.stringify({
  error: { code: 'request_timeout', message: 'The request body arrived too slowly.' },
});

/**
 * Holds the request's body to a minimum receive rate: in every window the connection must bring
 * at least `minBytesPerSecond × window` more bytes until the body is complete. One that does not
 * is answered 408 and its connection closed, so a client sending a byte a second cannot keep a
 * request (and what it holds) open. Counts the socket's bytes, so the body's reader is untouched.
 */
export function enforceReceiveRate(req: Request, res: Response, rate: ReceiveRate): void {
  const socket = req.socket;
  const minBytes = (rate.minBytesPerSecond * rate.windowMs) / 1000;
  let seen = socket.bytesRead;
  const check = () => {
    if (req.complete) return stop();
    const now = socket.bytesRead;
    if (now - seen >= minBytes) {
      seen = now;
      return;
    }
    stop();
    if (res.headersSent) return void socket.destroy();
    // The unread rest is discarded, so closing the socket sends the answer, not a reset.
    req.resume();
    res.writeHead(408, { 'Content-Type': 'application/json', Connection: 'close' }).end(tooSlow);
  };
  const timer = setInterval(check, rate.windowMs).unref();
  const stop = () => clearInterval(timer);
  req.once('end', stop);
  res.once('close', stop);
}
