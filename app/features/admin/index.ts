/** The admin feature's public API: other features and the routes import only this. */
export { AdminSidebar } from './admin-sidebar';
