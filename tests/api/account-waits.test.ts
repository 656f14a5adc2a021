/**
 * The account rules that wait — the sign-up code's resend pause and the sign-in slow-down —
 * on a store of this file's own whose clock the tests move forward, so a minute's pause
 * takes no minute, and a loaded machine cannot stretch a wait past what a test expects.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { OTP_RESEND_INTERVAL_SECONDS } from '#server/services/accounts/index.ts';
import { createClient } from '#tests/support/http.ts';
import { codeFrom, waitForMail } from '#tests/support/mailbox.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { createTestClock } from '#tests/support/test-clock.ts';

type Msg = { message: string };
type Session = { token: string; user: AuthUser };
type Registered = Msg & { requestId: string };

const clock = createTestClock();
let store: OwnStore;
const client = () => createClient({ baseUrl: store.server.url });
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  store = await startOwnStore('account-waits', {}, clock.now);
});

afterAll(async () => {
  await store?.close();
});

async function registerAndVerify() {
  const browser = client();
  const email = uniqueEmail('verified');
  const { body: reg } = await browser.post<Registered>('/api/auth/register', {
    name: 'Aida',
    email,
    password: 'good-password',
  });
  const verified = await browser.post<Session>('/api/auth/verify-otp', {
    email,
    otp: codeFrom(await waitForMail(email)),
    requestId: reg.requestId,
  });
  expect(verified.status).toBe(200);
  return email;
}

describe('the sign-up code resend pause', () => {
  const OWNER = { name: 'Owner', password: 'owner-password' };
  const OTHER = { name: 'Other', password: 'other-password' };

  async function signUp(email: string, who: { name: string; password: string }, seen: number) {
    const browser = client();
    const res = await browser.post<Registered>('/api/auth/register', { ...who, email });
    expect(res.status).toBe(201);
    return { browser, requestId: res.body.requestId, code: codeFrom(await waitForMail(email, seen)) };
  }

  it('refuses a resend within the minute and sends one after it', async () => {
    const email = uniqueEmail('resend');
    const { browser, requestId } = await signUp(email, OWNER, 0);
    clock.advance((OTP_RESEND_INTERVAL_SECONDS - 2) * 1000);
    const tooSoon = await browser.post<Msg>('/api/auth/resend-otp', { email, requestId });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe('Please wait a minute before requesting another code.');
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(3_000);
    const resent = await browser.post<Msg>('/api/auth/resend-otp', { email, requestId });
    expect(resent.status).toBe(200);
    await waitForMail(email, 1);
  });

  it('a re-registration after the resend pause changes nothing for the owner', async () => {
    const email = uniqueEmail('after-pause');
    const owner = await signUp(email, OWNER, 0);
    clock.advance((OTP_RESEND_INTERVAL_SECONDS + 1) * 1000);
    const other = await signUp(email, OTHER, 1);
    // The owner asks for a new code for their own sign-up: allowed after the pause, and only theirs changes.
    const resent = await owner.browser.post<Msg>('/api/auth/resend-otp', { email, requestId: owner.requestId });
    expect(resent.status).toBe(200);
    const ownerCode = codeFrom(await waitForMail(email, 2));
    if (other.code !== ownerCode) {
      const wrong = await owner.browser.post<Msg>('/api/auth/verify-otp', {
        email,
        otp: other.code,
        requestId: owner.requestId,
      });
      expect(wrong.body.message).toBe('That code is not right. Please check the email and try again.');
    }
    const verified = await owner.browser.post<Session>('/api/auth/verify-otp', {
      email,
      otp: ownerCode,
      requestId: owner.requestId,
    });
    expect(verified.status).toBe(200);
    const signedIn = await client().post<Session>('/api/auth/login', { email, password: OWNER.password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.name).toBe(OWNER.name);
    expect((await client().post('/api/auth/login', { email, password: OTHER.password })).status).toBe(401);
  });
});

describe('the sign-in slow-down', () => {
  it('repeated wrong passwords from one address wait longer each time', async () => {
    const email = await registerAndVerify();
    const browser = client();
    for (let i = 0; i < 5; i++)
      expect((await browser.post('/api/auth/login', { email, password: 'wrong-password' })).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const blocked = await browser.post<Msg>('/api/auth/login', { email, password: 'wrong-password' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many attempts. Please try again in a minute.');
      const wait = Number(blocked.headers.get('retry-after'));
      waits.push(wait);
      if (round === 2) break;
      // Just before the wait is over the address is still refused; once it is over, it may try again.
      clock.advance(wait * 1000 - 100);
      expect((await browser.post('/api/auth/login', { email, password: 'wrong-password' })).status).toBe(429);
      clock.advance(100);
      expect((await browser.post('/api/auth/login', { email, password: 'wrong-password' })).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('a successful sign-in clears the wrong tries before it', async () => {
    const email = await registerAndVerify();
    const browser = client();
    for (let i = 0; i < 5; i++) await browser.post('/api/auth/login', { email, password: 'wrong-password' });
    clock.advance(1_000);
    expect((await browser.post('/api/auth/login', { email, password: 'good-password' })).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await browser.post('/api/auth/login', { email, password: 'wrong-password' })).status).toBe(401);
  });
});
