/** The content feature's public API: other features and the routes import only this. */
export { ComingSoonPage } from './coming-soon-page';
export { PolicyPage, StaticPage } from './static-page';
export { STORE_FACTS } from './store-facts';
