/** The orders feature's server-only API, for route loaders and actions. */
export { loadViewerOrder } from './viewer-order.server';
