/**
 * Development conveniences — today the mail outbox at /dev/mailbox, which shows sign-up
 * codes and password-reset links — answer only on this machine, only in development, and
 * only while mail really stays in the outbox. Everyone else gets a 404, as if they did not exist.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '#server/config.ts';
import { isLocalRequest } from './client-address';

export const DEV_PATH_PREFIX = '/dev/';

type DevConfig = Pick<Config, 'NODE_ENV' | 'SMTP_URL'>;

/** Whether this configuration delivers e-mail to the development mailbox at all. */
export function devOutboxEnabled(config: DevConfig): boolean {
  return config.NODE_ENV !== 'production' && config.SMTP_URL === undefined;
}

/** Whether this request may read the development mailbox. */
export function mayReadDevOutbox(c: Context, config: DevConfig): boolean {
  return devOutboxEnabled(config) && isLocalRequest(c);
}

/** Guards every /dev/ path (pages and their .data requests) before the UI sees them. */
export function devOnly(config: DevConfig): MiddlewareHandler {
  return async (c, next) => {
    if (!mayReadDevOutbox(c, config)) return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
    await next();
  };
}

/** Listening beyond loopback in development exposes a store with demo accounts. */
export function exposedInDevelopment(config: Pick<Config, 'NODE_ENV' | 'HOST'>): boolean {
  if (config.NODE_ENV !== 'development') return false;
  return !['127.0.0.1', '::1', 'localhost'].includes(config.HOST);
}
