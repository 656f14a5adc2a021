/** The Users screen's calls: GET, PUT and DELETE /api/users. */
import type { AdminUser, AdminUserPage, UserDeletedAnswer } from '#domain/api-answer-schemas.ts';
import type { UserUpdate } from '#domain/user-admin.ts';
import { apiFetch } from '#app/lib/api.ts';
import { USER_TEXT } from './user-texts';

export interface UserListPage {
  search: string;
  page: number;
}

export const USERS_PAGE_SIZE = 20;

/** Every user list shares this prefix, so one change refreshes them all. */
export const USERS_KEY = ['admin', 'users'] as const;
export const usersKey = ({ search, page }: UserListPage) => [...USERS_KEY, search, page] as const;

export function fetchUserPage({ search, page }: UserListPage, signal?: AbortSignal): Promise<AdminUserPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
  if (search) params.set('search', search);
  return apiFetch<AdminUserPage>(`/users?${params}`, { signal, defaultMessage: USER_TEXT.loadFailed });
}

export function updateUser(id: string, change: UserUpdate): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: change,
    defaultMessage: USER_TEXT.updateFailed,
  });
}

export function deleteUser(id: string): Promise<UserDeletedAnswer> {
  return apiFetch<UserDeletedAnswer>(`/users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: USER_TEXT.deleteFailed,
  });
}
