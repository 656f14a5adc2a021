/**
 * Signed-in sessions for browser tests. Signing in is limited per address (30 tries in 15
 * minutes) and every spec runs from the same address, so only the specs about signing in
 * use the form; the others take a session made once per account per worker and put it in
 * the browser where the store keeps it (local storage and the token/user cookies, SPEC §3).
 */
import { consentChosenCookie } from './consent';
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
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
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
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
export async function openSignedIn(
  page: Page,
  account: Account,
  path: string,
  { ownSession = false } = {},
): Promise<void> {
  const session = ownSession ? await signInThroughApi(page.request, account) : await apiSession(page.request, account);
  await page.goto('/about-us');
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', JSON.stringify(user));
  }, session);
  // The cookies go straight into the browser's store: one written through document.cookie
  // reaches it a moment later, and a navigation right after could leave without it.
  await page.context().addCookies(signedInState(new URL(page.url()).origin, session).cookies);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** A browser state that is signed in with `session` (what the store writes when one signs in). */
function signedInState(baseURL: string, { token, user }: Session) {
  const { hostname } = new URL(baseURL);
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    domain: hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 604_800,
    httpOnly: false,
    secure: false,
    sameSite: 'Strict' as const,
  });
  const userJson = JSON.stringify(user);
  return {
    cookies: [cookie('token', token), cookie('user', userJson), consentChosenCookie(baseURL)],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [
          { name: 'token', value: token },
          { name: 'user', value: userJson },
        ],
      },
    ],
  };
}

/**
 * For a spec file whose tests all run as the admin: every test's browser starts signed in
 * with the shared admin session. Returns the headers for the file's own API calls (set-up,
 * checks, clean-up), usable from the file's later `beforeAll` hooks on.
 */
export function signInEveryTestAsAdmin(): () => { Authorization: string } {
  let session: Session | undefined;
  const adminSession = async (playwright: PlaywrightWorkerArgs['playwright']) => {
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      return await apiSession(api, E2E_ADMIN);
    } finally {
      await api.dispose();
    }
  };
  test.beforeAll(async ({ playwright }) => {
    session = await adminSession(playwright);
  });
  // The browser's state is asked for on its own (it may come before the hook above); the session is made once either way.
  test.use({
    storageState: async ({ playwright, baseURL }, provide) =>
      provide(signedInState(baseURL!, await adminSession(playwright))),
  });
  return () => ({ Authorization: `Bearer ${session!.token}` });
}
