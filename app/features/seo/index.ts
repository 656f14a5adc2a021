/** The seo feature's public API: other features and the routes import only this. */
export { publicOrigin } from './public-origin';
