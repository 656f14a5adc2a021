import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { PASSWORD_TOO_COMMON } from '#domain/auth-limits.ts';
import { ADMIN } from './global-setup';
import { createClient } from '#tests/support/http.ts';
import { codeFrom, countMails, resetTokenFrom, waitForMail } from '#tests/support/mailbox.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Session = { token: string; user: AuthUser };
type Registered = Msg & { email: string; requestId: string };

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function registerAndVerify(name = 'Aida') {
  const client = createClient();
  const email = uniqueEmail('verified');
  const { body: reg } = await client.post<Registered>('/api/auth/register', { name, email, password: 'good-password' });
  const code = codeFrom(await waitForMail(email));
  const { body } = await client.post<Session>('/api/auth/verify-otp', { email, otp: code, requestId: reg.requestId });
  client.setToken(body.token);
  return { client, email, session: body };
}

describe('registration with an e-mailed code', () => {
  it('registers, e-mails a 6-digit code over SMTP, and the code signs the user in', async () => {
    const client = createClient();
    const email = uniqueEmail('Mixed.Case');
    const reg = await client.post<Registered>('/api/auth/register', { name: 'Bakyt', email, password: 'long-enough' });
    expect(reg.status).toBe(201);
    expect(reg.body.email).toBe(email.toLowerCase());
    expect(reg.body.message).toBe(`We have sent a 6-digit code to ${email.toLowerCase()}.`);
    expect(reg.body.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const mail = await waitForMail(email.toLowerCase());
    expect(mail).toMatch(/Subject: Your ALATOO verification code: \d{6}/);
    expect(mail).toContain('valid for 10 minutes');
    // Anyone can ask for a sign-up with any address: the e-mail says so, and nothing the requester typed is in it.
    expect(mail).toContain('Someone asked to sign up at ALATOO with this e-mail address.');
    expect(mail).toContain(
      'If you did not ask for it, you can ignore this e-mail: no account is opened without this code.',
    );
    expect(mail).not.toContain('Bakyt');

    const verified = await client.post<Session>('/api/auth/verify-otp', {
      email: email.toUpperCase(),
      otp: codeFrom(mail),
      requestId: reg.body.requestId,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toEqual({
      _id: expect.any(String),
      name: 'Bakyt',
      email: email.toLowerCase(),
      role: 'customer',
    });
    expect(verified.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    client.setToken(verified.body.token);
    const me = await client.get<{ user: AuthUser }>('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email.toLowerCase());
  });

  it('validates input with clear messages and changes nothing', async () => {
    const client = createClient();
    const res = await client.post<Msg>('/api/auth/register', { name: ' ', email: 'nope', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
  });

  it('refuses names with NUL bytes, control characters or unpaired surrogates with 400, sending nothing', async () => {
    for (const name of ['a\u0000b', 'tab\there', 'half \ud800 pair']) {
      const email = uniqueEmail('bad-name');
      const res = await createClient().post<Msg>('/api/auth/register', { name, email, password: 'good-password' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ name: 'Name contains characters that are not allowed.' });
      expect(await countMails(email)).toBe(0);
    }
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const { email } = await registerAndVerify();
    const res = await createClient().post<Msg>('/api/auth/register', {
      name: 'Other',
      email: email.toUpperCase(),
      password: 'another-pass',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists.');
  });

  it('rejects a wrong code, then locks the code after 5 wrong tries until a new one is sent', async () => {
    const client = createClient();
    const email = uniqueEmail('wrong');
    const { body: reg } = await client.post<Registered>('/api/auth/register', {
      name: 'Wrong',
      email,
      password: 'good-password',
    });
    const { requestId } = reg;
    const code = codeFrom(await waitForMail(email));
    const wrong = code === '000000' ? '111111' : '000000';

    for (let i = 1; i <= 4; i++) {
      const res = await client.post<Msg>('/api/auth/verify-otp', { email, otp: wrong, requestId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('That code is not right. Please check the email and try again.');
    }
    const fifth = await client.post<Msg>('/api/auth/verify-otp', { email, otp: wrong, requestId });
    expect(fifth.body.message).toBe('Too many wrong attempts. Please request a new code.');
    // Even the right code no longer works.
    const right = await client.post<Msg>('/api/auth/verify-otp', { email, otp: code, requestId });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('answers a resend for an unknown address like any other (no account enumeration)', async () => {
    const res = await createClient().post<Msg>('/api/auth/resend-otp', { email: uniqueEmail('ghost') });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('If this email needs verifying, we have sent a new code.');
  });
});

describe('sign-ups for one address: the account opens with the password of the page where the code is entered', () => {
  const OWNER = { name: 'Owner', password: 'owner-password' };
  const OTHER = { name: 'Other', password: 'other-password' };
  const CODE_WRONG = 'That code is not right. Please check the email and try again.';

  /** Registers from its own browser and returns the request's id and its code (the e-mail after `seen` earlier ones). */
  async function signUp(email: string, who: { name: string; password: string }, seen: number) {
    const client = createClient();
    const res = await client.post<Registered>('/api/auth/register', { ...who, email });
    expect(res.status).toBe(201);
    return { client, requestId: res.body.requestId, code: codeFrom(await waitForMail(email, seen)) };
  }

  async function expectOwnersAccount(email: string) {
    const owner = await createClient().post<Session>('/api/auth/login', { email, password: OWNER.password });
    expect(owner.status).toBe(200);
    expect(owner.body.user.name).toBe(OWNER.name);
    const other = await createClient().post<Msg>('/api/auth/login', { email, password: OTHER.password });
    expect(other.status).toBe(401);
  }

  it('owner first, then someone else', async () => {
    const email = uniqueEmail('owner-first');
    const owner = await signUp(email, OWNER, 0);
    const other = await signUp(email, OTHER, 1);
    // The newest e-mail is the other sign-up's: its code is simply wrong on the owner's page.
    if (other.code !== owner.code) {
      const wrong = await owner.client.post<Msg>('/api/auth/verify-otp', {
        email,
        otp: other.code,
        requestId: owner.requestId,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(CODE_WRONG);
    }
    const verified = await owner.client.post<Session>('/api/auth/verify-otp', {
      email,
      otp: owner.code,
      requestId: owner.requestId,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.name).toBe(OWNER.name);
    await expectOwnersAccount(email);
    // The other request is gone with the owner's verification.
    const late = await other.client.post<Msg>('/api/auth/verify-otp', {
      email,
      otp: other.code,
      requestId: other.requestId,
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('There is no active code for this email. Please request a new one.');
  });

  it('someone else first, then the owner', async () => {
    const email = uniqueEmail('other-first');
    const other = await signUp(email, OTHER, 0);
    const owner = await signUp(email, OWNER, 1);
    if (other.code !== owner.code) {
      const wrong = await owner.client.post<Msg>('/api/auth/verify-otp', {
        email,
        otp: other.code,
        requestId: owner.requestId,
      });
      expect(wrong.body.message).toBe(CODE_WRONG);
    }
    const verified = await owner.client.post<Session>('/api/auth/verify-otp', {
      email,
      otp: owner.code,
      requestId: owner.requestId,
    });
    expect(verified.status).toBe(200);
    await expectOwnersAccount(email);
    // Once verified, the address takes no more sign-ups.
    const again = await createClient().post<Msg>('/api/auth/register', { ...OTHER, email });
    expect(again.status).toBe(409);
  });

  it('a code page without its request id (an old link) checks nothing and says what to do', async () => {
    const email = uniqueEmail('old-link');
    const { code } = await signUp(email, OWNER, 0);
    const res = await createClient().post<Msg>('/api/auth/verify-otp', { email, otp: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'This page no longer knows your sign-up. Please sign in or register again to get a new code.',
    );
    const resend = await createClient().post<Msg>('/api/auth/resend-otp', { email });
    expect(resend.status).toBe(200);
    expect(resend.body.message).toBe('If this email needs verifying, we have sent a new code.');
    expect(await countMails(email)).toBe(1);
    const malformed = await createClient().post<Msg>('/api/auth/verify-otp', {
      email,
      otp: code,
      requestId: 'not-an-id',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ requestId: 'This sign-up request is not valid. Please register again.' });
  });
});

describe('sign in and out', () => {
  it('signs in with the right password, any e-mail case', async () => {
    const { email } = await registerAndVerify('Nurlan');
    const res = await createClient().post<Session>('/api/auth/login', {
      email: email.toUpperCase(),
      password: 'good-password',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('Nurlan');
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerAndVerify();
    const client = createClient();
    const wrongPassword = await client.post<Msg>('/api/auth/login', { email, password: 'bad-password' });
    const unknown = await client.post<Msg>('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'bad-password',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password.' });
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('says a too-long password is too long, with the real limit', async () => {
    const { email } = await registerAndVerify();
    const res = await createClient().post<Msg>('/api/auth/login', { email, password: 'a'.repeat(129) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Password must be at most 128 characters.',
      errors: { password: 'Password must be at most 128 characters.' },
    });
    const reg = await createClient().post<Msg>('/api/auth/register', {
      name: 'Long',
      email: uniqueEmail('long'),
      password: 'a'.repeat(129),
    });
    expect(reg.body.errors).toEqual({ password: 'Password must be at most 128 characters.' });
  });

  it('refuses an unverified account with 403 and sends a fresh code', async () => {
    const client = createClient();
    const email = uniqueEmail('unverified');
    const { body: reg } = await client.post<Registered>('/api/auth/register', {
      name: 'Slow',
      email,
      password: 'good-password',
    });
    await waitForMail(email);
    const res = await client.post<Msg & { requestId: string }>('/api/auth/login', { email, password: 'good-password' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please verify your email address first. We have sent you a new code.');
    // The answer names the waiting sign-up, so the browser goes on to its code page.
    expect(res.body.requestId).toBe(reg.requestId);
    const verified = await client.post<Session>('/api/auth/verify-otp', {
      email,
      otp: codeFrom(await waitForMail(email)),
      requestId: res.body.requestId,
    });
    expect(verified.status).toBe(200);
  });

  it('logout revokes the session: the token stops working', async () => {
    const { client, email } = await registerAndVerify();
    const out = await client.post<Msg>('/api/auth/logout', { email });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    const me = await client.get<Msg>('/api/auth/me');
    expect(me.status).toBe(401);
    const again = await client.post<Msg>('/api/auth/logout', { email });
    expect(again.status).toBe(401);
  });

  it('logout needs the user e-mail and the token', async () => {
    const { client, email } = await registerAndVerify();
    const missing = await client.post<Msg>('/api/auth/logout', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('No user email found for logout');
    const noToken = await createClient().post<Msg>('/api/auth/logout', { email });
    expect(noToken.status).toBe(401);
    const otherEmail = await client.post<Msg>('/api/auth/logout', { email: 'someone-else@example.com' });
    expect(otherEmail.status).toBe(403);
  });

  it('rejects missing, malformed and forged tokens', async () => {
    expect((await createClient().get('/api/auth/me')).status).toBe(401);
    expect((await createClient({ token: 'not-a-token' }).get('/api/auth/me')).status).toBe(401);
    const { session } = await registerAndVerify();
    const [h, p] = session.token.split('.');
    expect((await createClient({ token: `${h}.${p}.forgedsignature` }).get('/api/auth/me')).status).toBe(401);
  });

  it("a stranger's wrong passwords do not lock the owner out of their account", async () => {
    const { email } = await registerAndVerify();
    const stranger = createClient();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await stranger.post('/api/auth/login', { email, password: 'wrong-password' })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // The owner, from their own address, signs in at once.
    const owner = await createClient().post<Session>('/api/auth/login', { email, password: 'good-password' });
    expect(owner.status).toBe(200);
    // And the stranger is still waiting.
    expect((await stranger.post('/api/auth/login', { email, password: 'good-password' })).status).toBe(429);
  });

  it('limits how many sign-ins one address tries, across accounts', async () => {
    const client = createClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await client.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'wrong-password' })).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('rate-limits registrations per client address', async () => {
    const client = createClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await client.post('/api/auth/register', {
            name: 'Spam',
            email: uniqueEmail('spam'),
            password: 'good-password',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('common passwords', () => {
  it.each(['password', '12345678', 'Qwerty123', 'iloveyou'])(
    'refuses %j at sign-up under the password field, and sends no code',
    async (password) => {
      const email = uniqueEmail('common');
      const res = await createClient().post<Msg>('/api/auth/register', { name: 'Common', email, password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: PASSWORD_TOO_COMMON, errors: { password: PASSWORD_TOO_COMMON } });
      expect(PASSWORD_TOO_COMMON).toBe('This password is too common. Choose one that is harder to guess.');
      expect(await countMails(email)).toBe(0);
    },
  );
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses, and e-mails a link only to a known one', async () => {
    const { email } = await registerAndVerify();
    const unknownEmail = uniqueEmail('unknown');
    const known = await createClient().post<Msg>('/api/auth/forgot-password', { email });
    const unknown = await createClient().post<Msg>('/api/auth/forgot-password', { email: unknownEmail });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe('If an account exists for this email, we have sent a link to reset your password.');
    const mail = await waitForMail(email, 1);
    expect(mail).toContain('http://shop.test/reset-password/');
    expect(await countMails(unknownEmail)).toBe(0);
  });

  it('resets the password once, revokes every session, and the link cannot be reused', async () => {
    const { client, email } = await registerAndVerify();
    await createClient().post('/api/auth/forgot-password', { email });
    const token = resetTokenFrom(await waitForMail(email, 1));

    const weak = await createClient().post<Msg>(`/api/auth/reset-password/${token}`, { password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters.');

    // One of the 10,000 most common: refused under the password field, and the link still works.
    const common = await createClient().post<Msg>(`/api/auth/reset-password/${token}`, { password: 'Welcome1' });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({ message: PASSWORD_TOO_COMMON, errors: { password: PASSWORD_TOO_COMMON } });

    const reset = await createClient().post<Msg>(`/api/auth/reset-password/${token}`, {
      password: 'brand-new-password',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been changed. Please sign in with your new password.');

    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await createClient().post('/api/auth/login', { email, password: 'good-password' })).status).toBe(401);
    expect((await createClient().post('/api/auth/login', { email, password: 'brand-new-password' })).status).toBe(200);

    const reuse = await createClient().post<Msg>(`/api/auth/reset-password/${token}`, { password: 'another-password' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('rejects an unknown link', async () => {
    const res = await createClient().post<Msg>('/api/auth/reset-password/made-up-token', { password: 'whatever-123' });
    expect(res.status).toBe(400);
  });
});

describe('admin routes', () => {
  /** Every admin endpoint; later features add theirs here. */
  const someId = randomUUID();
  const ADMIN_ENDPOINTS: [method: 'get' | 'post' | 'put' | 'delete', path: string][] = [
    ['get', '/api/users'],
    ['get', '/api/coupons'],
    ['post', '/api/coupons'],
    ['put', `/api/coupons/${someId}`],
    ['delete', `/api/coupons/${someId}`],
    ['put', `/api/users/${someId}`],
    ['delete', `/api/users/${someId}`],
    ['get', '/api/products/admin/categories'],
    ['post', '/api/products/admin/createProduct'],
    ['put', `/api/products/admin/updateProduct/${someId}`],
    ['delete', `/api/products/admin/deleteProduct/${someId}`],
    ['post', '/api/products/admin/applyCategoryDiscount'],
    ['delete', '/api/products/admin/removeCategoryDiscount'],
  ];

  it.each(ADMIN_ENDPOINTS)('%s %s answers 401 without a token and 403 with a customer token', async (method, path) => {
    expect((await createClient()[method](path)).status).toBe(401);
    const { session } = await registerAndVerify();
    const res = await createClient({ token: session.token })[method]<Msg>(path);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This action needs an administrator account.');
  });

  it('lets the bootstrap admin list users, without password hashes', async () => {
    const login = await createClient().post<Session>('/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
    const res = await createClient({ token: login.body.token }).get<Record<string, unknown>[]>('/api/users');
    expect(res.status).toBe(200);
    expect(res.body.some((u) => u.email === ADMIN.email)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
  });
});
