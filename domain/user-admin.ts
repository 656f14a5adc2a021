/**
 * The admin's account management: the list query (search and paging), the change an admin
 * may make to an account (role, disabled) and the rules' messages. Pure: no I/O.
 */
import { z } from 'zod';
import { integer, text } from './input-rules';

export const USER_ROLES = ['customer', 'admin'] as const;
export type Role = (typeof USER_ROLES)[number];

export const USER_LIST_DEFAULT_PAGE_SIZE = 20;
export const USER_LIST_MAX_PAGE_SIZE = 100;
const USER_LIST_MAX_PAGE = 10_000;

export const USER_ADMIN_MESSAGES = {
  notFound: 'User not found.',
  adminRequired: 'This action needs an administrator account.',
  role: 'Role must be customer or admin.',
  disabled: 'Disabled must be true or false.',
  nothingToChange: 'Please send a role or disabled to change.',
  selfDemote: 'You cannot remove your own administrator role.',
  selfDisable: 'You cannot disable your own account.',
  selfDelete: 'You cannot delete your own account.',
  lastAdmin: 'The store needs at least one active administrator. Make another account an administrator first.',
  deleted: 'User deleted successfully',
  accountDisabled: 'This account has been disabled. Please contact the store.',
} as const;

/** The keys of GET /api/users that ask for a page instead of the plain list. */
export const USER_LIST_KEYS = ['search', 'page', 'pageSize'] as const;

export function hasUserListParams(keys: Iterable<string>): boolean {
  return [...keys].some((key) => (USER_LIST_KEYS as readonly string[]).includes(key));
}

export const userListQuerySchema = z.object({
  /** Part of the name or e-mail, ignoring case; blank means everyone. */
  search: z.preprocess((v) => (v === undefined ? '' : v), text({ label: 'Search', max: 100 })),
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : v),
    integer({ label: 'page', min: 1, max: USER_LIST_MAX_PAGE }),
  ),
  pageSize: z.preprocess(
    (v) => (v === undefined || v === '' ? USER_LIST_DEFAULT_PAGE_SIZE : v),
    integer({ label: 'pageSize', min: 1, max: USER_LIST_MAX_PAGE_SIZE }),
  ),
});

export type UserListQuery = z.output<typeof userListQuerySchema>;

/** PUT /api/users/{id}: role, disabled, or both. */
export const userUpdateSchema = z
  .object({
    role: z.optional(z.enum(USER_ROLES, { error: USER_ADMIN_MESSAGES.role })),
    disabled: z.optional(z.boolean({ error: USER_ADMIN_MESSAGES.disabled })),
  })
  .refine((u) => u.role !== undefined || u.disabled !== undefined, { message: USER_ADMIN_MESSAGES.nothingToChange });

export type UserUpdate = z.output<typeof userUpdateSchema>;
