import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(name: string, level: string): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.pms_key',
      ],
      remove: true,
    },
  });
}
