/**
 * SPEC §2: a page title is derived from the path. Root or empty gives "Home";
 * otherwise drop the leading slash, replace hyphens with spaces, remove digits and
 * slashes, and show it in upper case.
 */
export function pageTitleFromPath(pathname: string): string {
  if (pathname === '' || pathname === '/') return 'Home';
  return pathname.replace(/^\//, '').replace(/-/g, ' ').replace(/[0-9/]/g, '').toUpperCase();
}
