/** Admin: the store's accounts. */
import { Hono } from 'hono';
import type { Services } from '../context';
import { requireAdmin } from '../http/auth-middleware';

export function usersApi(services: Services) {
  return new Hono().use('*', requireAdmin(services.auth)).get('/', async (c) => c.json(await services.users.listUsers()));
}
