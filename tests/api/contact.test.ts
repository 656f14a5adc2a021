/**
 * The contact form's endpoint and the admin inbox over real HTTP: validation, the honeypot,
 * the per-address rate limit, both e-mails through real SMTP, storage when the mail server
 * is down, and who may read and mark the messages.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiContactMessage, ContactMessagesAnswer } from '#domain/api-answer-schemas.ts';
import { CONTACT_LIMITS, CONTACT_TEXT } from '#domain/contact-rules.ts';
import { CONTACT_RATE_LIMIT } from '#server/services/content/index.ts';
import { DEMO_CUSTOMER } from '#server/seed/seed.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { createClient } from '#tests/support/http.ts';
import { countMails, waitForMail } from '#tests/support/mailbox.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { until } from '#tests/support/until.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Client = ReturnType<typeof createClient>;

/** STORE_EMAIL's default: the suite's store does not set it. */
const STORE_EMAIL = 'hello@alatoo.example';

let admin: Client;
let customer: Client;

/** A message no other test sends: its subject names it. */
function aMessage(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    name: 'Aida Sadykova',
    email: `writer-${tag}@example.com`,
    subject: `Sizing question ${tag}`,
    message: 'Hello!\nDoes the linen shirt run large? I usually wear an M.',
    website: '',
    ...overrides,
  };
}

async function inbox(client: Client, params = '') {
  return client.get<ContactMessagesAnswer & Msg>(`/api/contact-messages${params}`);
}

async function findStored(subject: string, client = admin): Promise<ApiContactMessage | undefined> {
  const all = await inbox(client, '?pageSize=100');
  expect(all.status).toBe(200);
  return all.body.messages.find((m) => m.subject === subject);
}

beforeAll(async () => {
  const login = await createClient().post<{ token: string }>('/api/auth/login', ADMIN);
  admin = createClient({ token: login.body.token });
  const demo = await createClient().post<{ token: string }>('/api/auth/login', DEMO_CUSTOMER);
  customer = createClient({ token: demo.body.token });
});

describe('POST /api/contact', () => {
  it('stores the message, e-mails the store and acknowledges the sender', async () => {
    const sent = aMessage();
    const res = await createClient().post<Msg>('/api/contact', sent);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CONTACT_TEXT.sent);

    const stored = await findStored(sent.subject);
    expect(stored).toMatchObject({
      name: sent.name,
      email: sent.email,
      message: sent.message,
      handled: false,
      handledAt: null,
    });

    // Other tests' messages reach the store's inbox too: this one is known by its subject.
    const toStore = await waitForMail(STORE_EMAIL, 0, `Contact form: ${sent.subject}`);
    expect(toStore).toContain(`Subject: Contact form: ${sent.subject}`);
    expect(toStore).toContain(`Reply-To: ${sent.email}`);
    expect(toStore).toContain('Does the linen shirt run large?');

    const receipt = await waitForMail(sent.email);
    expect(receipt).toContain('We received your message');
    expect(receipt).toContain('within 24 hours');
    // The receipt repeats nothing the sender typed: the form cannot send someone chosen words.
    expect(receipt).not.toContain(sent.subject);
    expect(receipt).not.toContain('linen shirt');
    expect(receipt).not.toContain(sent.name);
  });

  it.each([
    ['name', { name: '' }, CONTACT_TEXT.required],
    ['name', { name: '   ' }, CONTACT_TEXT.required],
    ['email', { email: '' }, CONTACT_TEXT.required],
    ['subject', { subject: undefined }, CONTACT_TEXT.required],
    ['message', { message: '' }, CONTACT_TEXT.required],
    ['email', { email: 'not-an-address' }, CONTACT_TEXT.invalidEmail],
    ['name', { name: 'x'.repeat(CONTACT_LIMITS.name + 1) }, `Name must be at most ${CONTACT_LIMITS.name} characters.`],
    [
      'subject',
      { subject: 's'.repeat(CONTACT_LIMITS.subject + 1) },
      `Subject must be at most ${CONTACT_LIMITS.subject} characters.`,
    ],
    [
      'message',
      { message: 'm'.repeat(CONTACT_LIMITS.message + 1) },
      `Message must be at most ${CONTACT_LIMITS.message} characters.`,
    ],
    ['name', { name: 42 }, CONTACT_TEXT.required],
    ['subject', { subject: 'Hello\u0000there' }, 'Subject contains characters that are not allowed.'],
  ])('refuses a bad %s (%j) and stores nothing', async (field, overrides, message) => {
    const sent = aMessage(overrides);
    const res = await createClient().post<Msg>('/api/contact', sent);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await findStored(sent.subject as string)).toBeUndefined();
  });

  it("says 'Please fill out all fields.' when every field is empty", async () => {
    const res = await createClient().post<Msg>('/api/contact', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill out all fields.');
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('keeps the line breaks of a message (stored as LF) and trims the fields', async () => {
    const sent = aMessage({ name: '  Bakyt  ', message: 'First line\r\n\r\nSecond line' });
    expect((await createClient().post('/api/contact', sent)).status).toBe(201);
    expect(await findStored(sent.subject)).toMatchObject({ name: 'Bakyt', message: 'First line\n\nSecond line' });
  });

  it('counts a line break sent as CRLF (a form without JavaScript) as one character, as the browser does', async () => {
    // 5,008 characters as sent, 4,999 as the browser counted them.
    const lines = Array.from({ length: 10 }, () => 'x'.repeat(499));
    const sent = aMessage({ message: lines.join('\r\n') });
    expect(sent.message.length).toBeGreaterThan(CONTACT_LIMITS.message);
    expect((await createClient().post('/api/contact', sent)).status).toBe(201);
    expect((await findStored(sent.subject))!.message).toBe(lines.join('\n'));
  });

  it('answers a filled honeypot with success but stores and sends nothing', async () => {
    const sent = aMessage({ website: 'https://spam.example' });
    const res = await createClient().post<Msg>('/api/contact', sent);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CONTACT_TEXT.sent);
    expect(await findStored(sent.subject)).toBeUndefined();
    expect(await countMails(sent.email)).toBe(0);
    // Other tests' messages reach the store's inbox meanwhile; none is this one.
    expect(await countMails(STORE_EMAIL, sent.subject)).toBe(0);
  });

  it(`allows ${CONTACT_RATE_LIMIT.limit} messages per address in ten minutes, then answers 429`, async () => {
    const client = createClient();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await client.post('/api/contact', aMessage())).status).toBe(201);
    }
    const refused = aMessage();
    const res = await client.post<Msg>('/api/contact', refused);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(CONTACT_TEXT.tooMany);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await findStored(refused.subject)).toBeUndefined();
    // Another address still gets through.
    expect((await createClient().post('/api/contact', aMessage())).status).toBe(201);
  });
});

describe('GET /api/contact-messages and PATCH /api/contact-messages/{id}', () => {
  it('answers 401 to visitors and 403 to customers', async () => {
    expect((await inbox(createClient())).status).toBe(401);
    const asCustomer = await inbox(customer);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.messages).toBeUndefined();
    const anyId = randomUUID();
    expect((await createClient().patch(`/api/contact-messages/${anyId}`, { handled: true })).status).toBe(401);
    expect((await customer.patch(`/api/contact-messages/${anyId}`, { handled: true })).status).toBe(403);
  });

  it('lists newest first in pages, and filters by handled or unhandled', async () => {
    const subjects: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = aMessage();
      subjects.push(sent.subject);
      expect((await createClient().post('/api/contact', sent)).status).toBe(201);
    }
    const first = await inbox(admin, '?page=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.body.messages.map((m) => m.subject)).toEqual([subjects[2], subjects[1]]);
    const second = await inbox(admin, '?page=2&pageSize=2');
    expect(second.body.messages[0]!.subject).toBe(subjects[0]);
    expect(second.body.total).toBe(first.body.total);

    const all = (await inbox(admin, '?pageSize=100')).body.messages;
    const dates = all.map((m) => m.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const middle = all.find((m) => m.subject === subjects[1])!;
    const marked = await admin.patch<ApiContactMessage & Msg>(`/api/contact-messages/${middle._id}`, { handled: true });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ _id: middle._id, handled: true });
    expect(Date.parse(marked.body.handledAt!)).not.toBeNaN();

    const handled = (await inbox(admin, '?status=handled&pageSize=100')).body;
    const unhandled = (await inbox(admin, '?status=unhandled&pageSize=100')).body;
    expect(handled.messages.map((m) => m.subject)).toContain(subjects[1]);
    expect(handled.messages.every((m) => m.handled)).toBe(true);
    expect(unhandled.messages.map((m) => m.subject)).not.toContain(subjects[1]);
    expect(unhandled.messages.map((m) => m.subject)).toContain(subjects[0]);
    expect(unhandled.messages.every((m) => !m.handled)).toBe(true);
    expect(handled.total + unhandled.total).toBe((await inbox(admin)).body.total);

    // Marking it handled again keeps when it was first handled; unmarking puts it back.
    const again = await admin.patch<ApiContactMessage>(`/api/contact-messages/${middle._id}`, { handled: true });
    expect(again.body.handledAt).toBe(marked.body.handledAt);
    const back = await admin.patch<ApiContactMessage>(`/api/contact-messages/${middle._id}`, { handled: false });
    expect(back.body).toMatchObject({ handled: false, handledAt: null });
    expect((await inbox(admin, '?status=unhandled&pageSize=100')).body.messages.map((m) => m.subject)).toContain(
      subjects[1],
    );
  });

  it.each([
    ['?page=0', 'page'],
    ['?pageSize=1000', 'pageSize'],
    ['?status=spam', 'status'],
    ['?page=abc', 'page'],
  ])('refuses the query %s with 400', async (params, field) => {
    const res = await inbox(admin, params);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBeTruthy();
  });

  it('answers 404 for an unknown message and 400 for a bad body', async () => {
    const unknown = await admin.patch<Msg>(`/api/contact-messages/${randomUUID()}`, { handled: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CONTACT_TEXT.messageNotFound);
    expect((await admin.patch<Msg>('/api/contact-messages/not-an-id', { handled: true })).status).toBe(404);

    const sent = aMessage();
    await createClient().post('/api/contact', sent);
    const stored = (await findStored(sent.subject))!;
    for (const body of [{}, { handled: 'yes' }, { handled: 1 }]) {
      const res = await admin.patch<Msg>(`/api/contact-messages/${stored._id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors?.handled).toBe('handled must be true or false.');
    }
    expect((await findStored(sent.subject))!.handled).toBe(false);
  });
});

describe('when the mail server is down', () => {
  let store: RunningServer;
  let database: TestDatabase;
  let dataDir: string;
  let log: string[];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-contact-'));
    database = await createTestDatabase();
    const config = testStoreConfig({
      dataDir,
      databaseUrl: database.url,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      env: { LOG_LEVEL: 'warn', STORE_EMAIL: 'inbox@shop.test' },
    });
    log = [];
    const pino = (await import('pino')).default;
    const logger = pino({ level: 'warn', base: undefined }, { write: (line: string) => void log.push(line) });
    store = await startServer(config, { ui: { kind: 'none' }, logger });
  });

  afterAll(async () => {
    await store?.close();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('still stores the message, answers success, and keeps both e-mails to try again, logged by kind', async () => {
    const at = (p: string) => `${store.url}${p}`;
    const sent = aMessage();
    const res = await createClient().post<Msg>(at('/api/contact'), sent);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CONTACT_TEXT.sent);

    const login = await createClient().post<{ token: string }>(at('/api/auth/login'), ADMIN);
    const storeAdmin = createClient({ token: login.body.token });
    const listed = await storeAdmin.get<ContactMessagesAnswer>(at('/api/contact-messages?status=unhandled'));
    expect(listed.status).toBe(200);
    expect(listed.body.messages.map((m) => m.subject)).toContain(sent.subject);

    const retries = () =>
      log
        .map((line) => JSON.parse(line) as { msg: string; kind?: string })
        .filter((l) => l.msg.startsWith('mail not sent'));
    await until('both e-mails to be put off for another try', async () => (retries().length >= 2 ? true : undefined));
    expect(
      retries()
        .map((f) => f.kind)
        .sort(),
    ).toEqual(['contact_acknowledgement', 'contact_store']);
    // The log names the kind, never what the sender wrote.
    expect(log.join('\n')).not.toContain(sent.subject);
  });
});

/** A local port nothing listens on: the SMTP connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
