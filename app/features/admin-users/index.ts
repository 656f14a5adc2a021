/** The back office's Users screen: the route imports only this. */
export { UsersScreen } from './users-screen';
