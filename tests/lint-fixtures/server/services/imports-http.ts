// Wrong: a service reaching into the HTTP layer's helpers (shared parts live beside services, e.g. server/limits).
import { clientAddress } from '../http/client-address';

export const address = clientAddress;
