/** The shell feature's public API: other features and the routes import only this. */
export { errorMessage, isNotFound } from './error-message';
export { ErrorScreen } from './error-screen';
export { NavigationLoadingScreen } from './loading-screen';
export { NotFoundScreen } from './not-found-screen';
export { SiteShell } from './site-shell';
