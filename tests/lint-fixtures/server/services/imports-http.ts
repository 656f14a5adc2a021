// Wrong: a service reaching into the HTTP layer's helpers (shared parts live beside services, e.g. server/limits).
import { clientAddress } from '#server/http/client-address.ts';

export const address = clientAddress;
