/** The auth feature's server-only API, for route loaders and actions. */
export { getSessionUser, redirectSignedIn, requireAdmin, requireUser } from './session.server';
