import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port that keeps what it receives. `holdNextMessage` leaves the next
 * message in DATA, never answered, until the connection drops (a sender killed mid-send); the
 * promise resolves when that message reached DATA.
 */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  let holdNext: (() => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (holdNext) {
        const reached = holdNext;
        holdNext = null;
        // Never answered: the message counts only if DATA completes.
        stream.on('data', () => undefined);
        reached();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  // A sender killed mid-DATA resets its connection; that is the point, not an error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo: (address: string) => received.filter((m) => m.to.includes(address)),
    holdNextMessage: () => new Promise<void>((resolve) => (holdNext = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function headersOf(raw: string): string {
  return raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
}

/** One header of a raw message, folded lines joined; null when absent. */
export const mailHeader = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(headersOf(raw))?.[1]?.trim() ?? null;

/** The message body with quoted-printable soft breaks and escapes undone. */
export const decodedMail = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A time zone whose clock now reads between `from` and `to` o'clock (wrapping past midnight when from > to). */
export function zoneWhereHourIs(from: number, to: number): string {
  const zones = [
    'UTC',
    'Europe/Berlin',
    'America/New_York',
    'America/Los_Angeles',
    'Asia/Tokyo',
    'Asia/Kolkata',
    'Pacific/Auckland',
    'America/Sao_Paulo',
    'Asia/Dubai',
    'Pacific/Honolulu',
    'Asia/Shanghai',
    'Europe/Moscow',
  ];
  const hourIn = (zone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  const zone = zones.find((z) =>
    from <= to ? hourIn(z) >= from && hourIn(z) < to : hourIn(z) >= from || hourIn(z) < to,
  );
  if (!zone) throw new Error(`no zone at ${from}-${to} o'clock now`);
  return zone;
}
