import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { devOnly, devOutboxEnabled, exposedInDevelopment } from './dev-only';

/** The app as @hono/node-server runs it: the socket's peer address comes in the bindings. */
function outboxApp(config: Parameters<typeof devOnly>[0]) {
  const app = new Hono();
  app.use('/dev/*', devOnly(config));
  app.get('/dev/mailbox', (c) => c.text('codes and reset links'));
  return (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.fetch(new Request('http://store.test/dev/mailbox', { headers }), { incoming: { socket: { remoteAddress } } });
}

const development = { NODE_ENV: 'development', SMTP_URL: undefined } as const;

describe('the development outbox', () => {
  it('answers a browser on this machine, over IPv4 or IPv6 loopback', async () => {
    const visit = outboxApp(development);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await visit(address);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('codes and reset links');
    }
  });

  it('is a 404 to any other address', async () => {
    const visit = outboxApp(development);
    for (const address of ['192.0.2.10', '10.0.0.5', '::ffff:203.0.113.9', '2001:db8::1']) {
      const res = await visit(address);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('codes');
    }
  });

  it('judges by the socket: a forwarded request is not local, whatever the header claims', async () => {
    const visit = outboxApp(development);
    expect((await visit('203.0.113.9', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(404);
    // A reverse proxy on this host connects over loopback on behalf of strangers.
    expect((await visit('127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(404);
    expect((await visit('127.0.0.1', { Forwarded: 'for=203.0.113.9' })).status).toBe(404);
  });

  it('does not exist in production or when real mail is sent', async () => {
    expect((await outboxApp({ NODE_ENV: 'production', SMTP_URL: undefined })('127.0.0.1')).status).toBe(404);
    expect((await outboxApp({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' })('127.0.0.1')).status).toBe(
      404,
    );
    expect(devOutboxEnabled({ NODE_ENV: 'test', SMTP_URL: undefined })).toBe(true);
  });
});

describe('exposedInDevelopment', () => {
  it('warns only for development beyond loopback', () => {
    expect(exposedInDevelopment({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toBe(true);
    expect(exposedInDevelopment({ NODE_ENV: 'development', HOST: '127.0.0.1' })).toBe(false);
    expect(exposedInDevelopment({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toBe(false);
  });
});
