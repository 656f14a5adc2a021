/** The back office's Products screen and its add/edit view: the routes import only this. */
export { ProductEditor } from './product-editor';
export { ProductsScreen } from './products-screen';
