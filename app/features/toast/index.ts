/** The toast feature's public API: other features and the routes import only this. */
export { confirmToast } from './confirm-toast';
export { notify } from './notify';
export { ToastHost } from './toast-host';
