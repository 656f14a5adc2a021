/**
 * Admin: the store's accounts. GET without `search`/`page`/`pageSize` answers the plain
 * list (as before); with any of them, a page. PUT changes role and/or disabled; DELETE
 * removes the account. The rules (nobody demotes, disables or deletes themselves, the
 * store keeps an enabled admin) live in the users service.
 */
import { Hono, type Context } from 'hono';
import type { AdminUser, AdminUserPage, UserDeletedAnswer } from '../../domain/api-answers';
import { hasUserListParams, USER_ADMIN_MESSAGES, userListQuerySchema, userUpdateSchema } from '../../domain/user-admin';
import type { Services } from '../context';
import { requireAdmin, type AuthVariables } from '../http/auth-middleware';
import type { LoggerVariables } from '../http/request-logger';
import { idParam, jsonBody, query, queryInput } from '../http/request-input';

export function usersApi(services: Services) {
  const userId = (c: Context) => idParam(c, 'id', USER_ADMIN_MESSAGES.notFound);

  return new Hono<{ Variables: AuthVariables & Partial<LoggerVariables> }>()
    .use('*', requireAdmin(services.auth))
    .get('/', async (c) => {
      if (!hasUserListParams(Object.keys(queryInput(c)))) return c.json((await services.users.listUsers()) satisfies AdminUser[]);
      return c.json((await services.users.listUserPage(query(c, userListQuerySchema))) satisfies AdminUserPage);
    })
    .put('/:id', async (c) => {
      const id = userId(c);
      const update = await jsonBody(c, userUpdateSchema);
      const user = await services.users.updateUser(c.get('auth').user._id, id, update);
      c.get('log')?.info({ adminId: c.get('auth').user._id, userId: id, ...update }, 'account changed');
      return c.json(user satisfies AdminUser);
    })
    .delete('/:id', async (c) => {
      const id = userId(c);
      await services.users.deleteUser(c.get('auth').user._id, id);
      c.get('log')?.info({ adminId: c.get('auth').user._id, userId: id }, 'account deleted');
      return c.json({ message: USER_ADMIN_MESSAGES.deleted, _id: id } satisfies UserDeletedAnswer);
    });
}
