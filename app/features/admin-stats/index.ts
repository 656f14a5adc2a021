/** The back office's Dashboard and Statistics screens: the routes import only this. */
export { DashboardScreen } from './dashboard-screen';
export { StatScreen } from './stat-screen';
