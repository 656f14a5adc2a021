/**
 * Signed-in sessions for browser tests. Signing in is limited per address (30 tries in 15
 * minutes) and every spec runs from the same address, so only the specs about signing in
 * use the form; the others take a session made once per account per worker and put it in
 * the browser where the store keeps it (local storage and the token/user cookies, SPEC §3).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './admin';

interface Account {
  email: string;
  password: string;
}

interface Session {
  token: string;
  user: { _id: string; name: string; email: string; role: string };
}

const sessions = new Map<string, Promise<Session>>();

async function signInThroughApi(request: APIRequestContext, account: Account): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
  return (await response.json()) as Session;
}

/** The account's session, signed in on first use. Nothing here logs it out, so it stays valid for the run. */
export function apiSession(request: APIRequestContext, account: Account): Promise<Session> {
  let session = sessions.get(account.email);
  if (!session) {
    session = signInThroughApi(request, account);
    // A failed sign-in is not remembered: the next test tries again.
    session.catch(() => sessions.delete(account.email));
    sessions.set(account.email, session);
  }
  return session;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await apiSession(request, E2E_ADMIN)).token;
}

/**
 * Opens `path` signed in as `account`, as if the account had signed in in this browser.
 * Uses a fresh session (not the shared one) when the test will log out, so logging out
 * does not end the session other tests use.
 */
export async function openSignedIn(page: Page, account: Account, path: string, { ownSession = false } = {}): Promise<void> {
  const { token, user } = ownSession ? await signInThroughApi(page.request, account) : await apiSession(page.request, account);
  await page.goto('/about-us');
  await page.evaluate(
    ({ token, user }) => {
      const userJson = JSON.stringify(user);
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', userJson);
      for (const [name, value] of [
        ['token', token],
        ['user', userJson],
      ] as const) {
        document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=604800; Path=/; SameSite=Strict`;
      }
    },
    { token, user },
  );
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}
