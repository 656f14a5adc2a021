// Wrong: a service depending on the HTTP layer above it.
import { createApi } from '../api';

export const api = createApi;
