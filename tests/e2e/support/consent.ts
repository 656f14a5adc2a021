/**
 * The cookie banner (decision 72) is fixed at the bottom of every storefront page until a
 * choice is stored; the suite's browsers start with "necessary only" chosen
 * (playwright.config.ts), so the banner covers nothing another spec clicks and its pages
 * load no analytics. The consent spec starts without it.
 */
export function consentChosenCookie(baseURL: string) {
  return {
    name: 'consent',
    value: 'necessary',
    domain: new URL(baseURL).hostname,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

/** A browser that has chosen, and nothing else. */
export const consentChosenState = (baseURL: string) => ({ cookies: [consentChosenCookie(baseURL)], origins: [] });

/** A browser that has not chosen yet. */
export const NO_CHOICE_STATE = { cookies: [], origins: [] };
