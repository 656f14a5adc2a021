/**
 * The contact page's own form post (the form sent before JavaScript loads), over real HTTP
 * on a store serving the built pages: only a form is read, its body through the 1 MB limit
 * (refused while it streams in), the rate limit counted before the body is read, and the
 * answer never repeats more of a field than the field may hold.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_TEXT } from '#domain/contact-rules.ts';
import { contactMessages } from '#server/db/schema.ts';
import { NOT_A_FORM } from '#server/http/page-methods.ts';
import { BODY_TOO_LARGE } from '#server/http/request-input.ts';
import { CONTACT_RATE_LIMIT } from '#server/services/content/index.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

let server: RunningServer;
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-contact-page-'));
  database = await createTestDatabase();
  const config = testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'false' } });
  server = await startServer(config, { ui: { kind: 'build', buildDir: inject('buildDir') } });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const FORM = 'application/x-www-form-urlencoded';

let addressCounter = 0;
/** A client address of its own (the store trusts X-Forwarded-For here): its own rate-limit budget. */
function newAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function aForm(overrides: Record<string, string> = {}): Record<string, string> {
  const tag = randomUUID().slice(0, 8);
  return {
    name: 'Aida',
    email: `page-${tag}@example.com`,
    subject: `Page post ${tag}`,
    message: 'Does the shirt run large?',
    website: '',
    ...overrides,
  };
}

async function postForm(address: string, fields: Record<string, string>, contentType = FORM) {
  const res = await fetch(`${server.url}/contact-us`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': address },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, text: await res.text() };
}

async function storedSubjects(): Promise<string[]> {
  return (await server.database.db.select({ subject: contactMessages.subject }).from(contactMessages)).map(
    (m) => m.subject,
  );
}

/**
 * Starts a form post of `declared` bytes (chunked when undefined) from `address`, sends only
 * `sendBytes` of it, and waits for the answer without sending the rest: a server that reads
 * the whole body first never answers, and the test's time limit fails it.
 */
function answerToPartialPost(
  address: string,
  sendBytes: number,
  declared?: number,
): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { 'Content-Type': FORM, 'X-Forwarded-For': address };
  if (declared !== undefined) headers['Content-Length'] = String(declared);
  const req = http.request(`${server.url}/contact-us`, { method: 'POST', headers, agent: false });
  return new Promise((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, body });
      });
    });
    req.on('error', reject);
    req.write(`message=${'m'.repeat(sendBytes)}`);
  });
}

describe('POST /contact-us', () => {
  it('stores a message sent as a form and thanks the sender', async () => {
    const sent = aForm();
    const res = await postForm(newAddress(), sent);
    expect(res.status).toBe(200);
    expect(res.text).toContain(CONTACT_TEXT.sent);
    expect(await storedSubjects()).toContain(sent.subject);
  });

  it('refuses a 5 MB post with 413 as soon as its Content-Length says so, before the body is sent', async () => {
    const res = await answerToPartialPost(newAddress(), 64 * 1024, 5 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: BODY_TOO_LARGE });
  });

  it('refuses a chunked post with 413 once it passes 1 MB, without waiting for the rest', async () => {
    const res = await answerToPartialPost(newAddress(), 1.5 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: BODY_TOO_LARGE });
  });

  it.each(['application/json', 'text/plain', ''])(
    'refuses a body of type %j with 415 and stores nothing',
    async (contentType) => {
      const sent = aForm();
      const res = await postForm(newAddress(), sent, contentType);
      expect(res.status).toBe(415);
      expect(JSON.parse(res.text)).toEqual({ message: NOT_A_FORM });
      expect(await storedSubjects()).not.toContain(sent.subject);
    },
  );

  it('takes a multipart form as browsers send it', async () => {
    const sent = aForm();
    const body = new FormData();
    for (const [name, value] of Object.entries(sent)) body.set(name, value);
    const res = await fetch(`${server.url}/contact-us`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': newAddress() },
      body,
    });
    expect(res.status).toBe(200);
    expect(await storedSubjects()).toContain(sent.subject);
  });

  it('shows over-long fields again cut to their limits, never the whole of what was sent', async () => {
    const sent = aForm({
      name: 'n'.repeat(CONTACT_LIMITS.name + 500),
      subject: 's'.repeat(200_000),
      message: 'q'.repeat(600_000),
    });
    const res = await postForm(newAddress(), sent);
    expect(res.status).toBe(400);
    expect(res.text).toContain(`Name must be at most ${CONTACT_LIMITS.name} characters.`);
    for (const [field, letter] of [
      ['name', 'n'],
      ['subject', 's'],
      ['message', 'q'],
    ] as const) {
      const limit = CONTACT_LIMITS[field];
      expect(res.text, field).toContain(letter.repeat(limit));
      expect(res.text, field).not.toContain(letter.repeat(limit + 1));
    }
    // The page itself and each field at most twice (the form and the data it hydrates from).
    expect(res.text.length).toBeLessThan(400_000);
  });

  it('counts the rate limit before reading the body: refused posts count, and the next is refused before it is sent', async () => {
    const address = newAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await answerToPartialPost(address, 64 * 1024, 2 * MB)).status).toBe(413);
    }
    const refused = await answerToPartialPost(address, 64 * 1024, 512 * 1024);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ message: CONTACT_TEXT.tooMany });

    const sent = aForm();
    expect((await postForm(address, sent)).status).toBe(429);
    expect(await storedSubjects()).not.toContain(sent.subject);
    // Another address still gets through.
    expect((await postForm(newAddress(), aForm())).status).toBe(200);
  });
});
