import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({ level, redact: ['req.headers.authorization', 'password', 'old_password'] });
}
