/**
 * Where to go after signing in: the `redirect` search value when it is a path on this
 * site, else '/'. Anything that could leave the site ('//host', '/\host', 'https://…')
 * falls back, so the login page cannot be used as an open redirect.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes are never in our paths; browsers may read '\' as '/'.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = 'http://store.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `?redirect=…` to carry the destination between the sign-in screens (empty when it is just '/'). */
export function redirectSearch(target: string): string {
  return target === '/' ? '' : `redirect=${encodeURIComponent(target)}`;
}

/** The login URL that comes back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
