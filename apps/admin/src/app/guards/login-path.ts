/**
 * The login screen's address that leads back to `intended` (a path inside the console) once the
 * administrator is signed in again; none for the start page or the login screens themselves.
 */
export function loginPathFor(intended: string): string {
  if (intended === '/' || intended === '' || intended.startsWith('/login')) return '/login';
  return `/login?next=${encodeURIComponent(intended)}`;
}

/**
 * Where to go after login: the `next` of the address when it is a path inside the console.
 * Anything else (another site, `//host`, a scheme) goes to the start: an open redirect would let
 * a link take a freshly signed-in administrator anywhere.
 */
export function nextAfterLogin(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/**
 * A browser path (`/admin/audit`) as the router's own (`/audit`): the data router's state keeps
 * the basename in its location, its navigate() adds it again.
 */
export function withoutBasename(pathname: string, basename = '/admin'): string {
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}
