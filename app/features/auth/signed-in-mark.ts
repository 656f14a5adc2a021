/**
 * A page kept for every reader (decision 54) is rendered knowing no one, so its account
 * control cannot say "Login" or show the account button from the server. This inline script
 * runs in <head>, before the body is painted: it marks <html> when the browser holds a token
 * (local storage or the cookie, as getToken reads them). The kept page then shows its Login
 * link at once to a visitor and hides it for a shopper who is signed in, whose account
 * button appears when the page hydrates. The root's loader sends it in a kept page's data
 * (so its text is not in every page's scripts); it is allowed by its hash, like every inline
 * script of a kept page (server/http/page-cache.ts).
 */
import { TOKEN_STORAGE_KEY } from '#app/lib/auth-token.ts';
import { TOKEN_COOKIE } from '#domain/session-cookies.ts';

/** The attribute on <html>; app.css hides the kept page's Login link (`.login-until-known`) under it. */
const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

export const SIGNED_IN_MARK_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})||` +
  `/(?:^|; )${TOKEN_COOKIE}=[^;]/.test(document.cookie))` +
  `document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'')}catch(e){}`;
