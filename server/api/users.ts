/**
 * Admin: the store's accounts. GET without `search`/`page`/`pageSize` answers the plain
 * list (as before); with any of them, a page. PUT changes role and/or disabled; DELETE
 * removes the account. The rules (nobody demotes, disables or deletes themselves, the
 * store keeps an enabled admin) live in the users service.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AdminUser, AdminUserPage, UserDeletedAnswer } from '#domain/api-answer-schemas.ts';
import { hasUserListParams, USER_ADMIN_MESSAGES, userListQuerySchema, userUpdateSchema } from '#domain/user-admin.ts';
import type { Services } from '#server/context.ts';
import { idParam, jsonBody, query, queryInput } from '#server/http/request-input.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

export const USERS_ROUTES = {
  list: declareRoute({
    method: 'get',
    path: '/api/users',
    tag: 'Accounts',
    summary: 'The store’s accounts: all of them, or a searched page',
    description:
      'Without `search`, `page` or `pageSize` the answer is the plain array of every account; with any of them, one page.',
    access: 'admin',
    query: userListQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'Every account, or one page of them.',
        schema: z.union([answers.adminUserListSchema, answers.adminUserPageSchema]),
        examples: [
          { summary: 'No parameters: every account', value: [ex.adminAccount] },
          {
            summary: '?search=aida&page=1',
            value: { users: [ex.adminAccount], total: 1, page: 1, pageSize: 20, pageCount: 1 },
          },
        ],
      }),
    ],
  }),
  update: declareRoute({
    method: 'put',
    path: '/api/users/{id}',
    tag: 'Accounts',
    summary: 'Change an account’s role or disable it',
    description:
      'Nobody changes their own account here, and the store always keeps an enabled admin. Disabling ends the account’s sessions.',
    access: 'admin',
    pathParams: { id: { description: 'The account’s id.' } },
    body: jsonRequest(userUpdateSchema, [
      { summary: 'Make an admin', value: { role: 'admin' } },
      { summary: 'Disable', value: { disabled: true } },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The account as it is now.',
        schema: answers.adminUserSchema,
        examples: [{ summary: 'Disabled', value: { ...ex.adminAccount, disabled: true } }],
      }),
    ],
    errors: {
      403: 'Not an admin, or an admin demoting or disabling themselves.',
      404: 'No such account.',
      409: 'The change would leave the store without an enabled admin.',
    },
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/api/users/{id}',
    tag: 'Accounts',
    summary: 'Delete an account',
    access: 'admin',
    pathParams: { id: { description: 'The account’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'Deleted; its orders and reviews stay, without it.',
        schema: answers.userDeletedAnswerSchema,
        examples: [{ summary: 'Deleted', value: { message: USER_ADMIN_MESSAGES.deleted, _id: ex.IDS.user } }],
      }),
    ],
    errors: {
      403: 'Not an admin, or an admin deleting themselves.',
      404: 'No such account.',
      409: 'The store’s last enabled admin.',
    },
  }),
};

export function usersApi(services: Services) {
  const userId = (c: Context) => idParam(c, 'id', USER_ADMIN_MESSAGES.notFound);

  return declaredRouter('/api/users', services.auth)
    .handle(USERS_ROUTES.list, async (c) => {
      if (!hasUserListParams(Object.keys(queryInput(c))))
        return c.json((await services.users.listUsers()) satisfies AdminUser[]);
      return c.json((await services.users.listUserPage(query(c, userListQuerySchema))) satisfies AdminUserPage);
    })
    .handle(USERS_ROUTES.update, async (c) => {
      const id = userId(c);
      const update = await jsonBody(c, userUpdateSchema);
      const user = await services.users.updateUser(c.get('auth').user._id, id, update);
      c.get('log')?.info({ adminId: c.get('auth').user._id, userId: id, ...update }, 'account changed');
      return c.json(user satisfies AdminUser);
    })
    .handle(USERS_ROUTES.remove, async (c) => {
      const id = userId(c);
      await services.users.deleteUser(c.get('auth').user._id, id);
      c.get('log')?.info({ adminId: c.get('auth').user._id, userId: id }, 'account deleted');
      return c.json({ message: USER_ADMIN_MESSAGES.deleted, _id: id } satisfies UserDeletedAnswer);
    }).app;
}
