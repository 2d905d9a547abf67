import { io as connect, type Socket } from 'socket.io-client';
import type { CallLogListItem, CallLogPage } from '../contracts/call-logs.ts';
import type { AuthPort } from '../platform/auth/auth-port.ts';
import { cookieNames } from '../platform/http/cookies.ts';
import type { TestUser } from '../../../test/support/factories.ts';

/**
 * What the dashboard does, without the browser: a socket signed in with the session cookie, joined
 * to the hotel's room, and the `?since=` catch-up the page runs after every (re)join, with the
 * page's watermark rule (web's use-live-call-logs): the watermark moves only on what a catch-up
 * answered, never on events, and each catch-up re-reads a window before it, because a row can
 * commit after a later-stamped one whose event already arrived.
 */
const overlapMs = 120_000;

export async function sessionCookie(auth: AuthPort, user: TestUser): Promise<string> {
  const session = await auth.signIn(user.email, user.password);
  return `${cookieNames.access}=${session.accessToken}`;
}

export class DashboardClient {
  readonly calls = new Map<string, CallLogListItem>();
  liveEvents = 0;
  foreignEvents = 0;
  private socket: Socket | undefined;
  /** Newest change a catch-up answered: the next catch-up starts an overlap before it. */
  private watermark: string;

  constructor(
    private readonly hotelId: string,
    private readonly cookie: string,
    startedAt: Date,
  ) {
    this.watermark = startedAt.toISOString();
  }

  /** Connects to an api, joins the room, then catches up on what changed since the last seen change. */
  async connectTo(baseUrl: string): Promise<void> {
    this.socket?.close();
    const socket = connect(baseUrl, { transports: ['websocket'], extraHeaders: { cookie: this.cookie } });
    this.socket = socket;
    socket.on('call:upserted', (call: CallLogListItem) => {
      if (call.hotelId !== this.hotelId) this.foreignEvents++;
      else {
        this.liveEvents++;
        this.remember(call);
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.emit('hotel:join', this.hotelId, (ack: { ok: boolean }) =>
        ack.ok ? resolve() : reject(new Error('join refused')),
      );
    });
    await this.catchUp(baseUrl);
  }

  /** Fetches every change after `since` (by default the overlap before the watermark, as the web page does). */
  async catchUp(
    baseUrl: string,
    since = new Date(Date.parse(this.watermark) - overlapMs).toISOString(),
  ): Promise<void> {
    let cursor: string | null = null;
    do {
      const url = new URL(`/api/hotels/${this.hotelId}/call-logs`, baseUrl);
      url.searchParams.set('since', since);
      url.searchParams.set('limit', '200');
      if (cursor) url.searchParams.set('cursor', cursor);
      const res = await fetch(url, { headers: { cookie: this.cookie } });
      if (res.status !== 200) throw new Error(`catch-up answered ${res.status}: ${await res.text()}`);
      const page = (await res.json()) as CallLogPage;
      for (const call of page.items) {
        this.remember(call);
        if (call.updatedAt > this.watermark) this.watermark = call.updatedAt;
      }
      cursor = page.nextCursor;
    } while (cursor);
  }

  close(): void {
    this.socket?.close();
  }

  private remember(call: CallLogListItem) {
    const known = this.calls.get(call.callId);
    if (!known || known.updatedAt <= call.updatedAt) this.calls.set(call.callId, call);
  }
}
