// Wrong: a service depending on the HTTP layer above it.
import { createApi } from '#server/api/index.ts';

export const api = createApi;
