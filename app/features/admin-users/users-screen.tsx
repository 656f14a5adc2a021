import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { Download, RotateCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useRef, useState } from 'react';
import type { AdminUser, AdminUserPage } from '#domain/api-answer-schemas.ts';
import type { UserUpdate } from '#domain/user-admin.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import { downloadCsv, exportFileName, toCsv } from '#app/lib/csv.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import {
  AdminPageHeader,
  AdminScreen,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Pager,
  SearchBox,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { useAuth } from '#app/features/auth/index.ts';
import { notify } from '#app/features/toast/index.ts';
import type { UserActions } from './user-controls';
import { userCsvColumns } from './user-display';
import { USER_TEXT } from './user-texts';
import { deleteUser, fetchUserPage, updateUser, USERS_KEY, usersKey } from './users-api';
import { UsersCards, UsersTable } from './users-list';

const SKELETON_ROWS = 6;
/** SPEC §9: search waits until typing pauses. */
const SEARCH_DELAY_MS = 300;

/** A change that needs a yes first: demoting an admin, disabling or deleting an account. */
type Pending = { kind: 'demote' | 'disable' | 'delete'; user: AdminUser } | null;

/** The back office's Users screen, money in `currency`. */
export function UsersScreen({ currency }: { currency: string }) {
  const queryClient = useQueryClient();
  const selfId = useAuth().user?._id ?? null;
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const [pageState, setPageState] = useState({ search: '', page: 1 });
  // A new search starts again on its first page.
  const page = pageState.search === search ? pageState.page : 1;
  const current = { search, page };
  const [pending, setPending] = useState<Pending>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const users = useBrowserQuery({
    queryKey: usersKey(current),
    queryFn: ({ signal }) => fetchUserPage(current, signal),
    keepPrevious: true,
  });

  const change = useMutation({
    mutationFn: ({ user, update }: { user: AdminUser; update: UserUpdate }) => updateUser(user._id, update),
    // The row changes at once; if the server refuses (own account, last admin), every list goes back.
    onMutate: async ({ user, update }) => {
      await queryClient.cancelQueries({ queryKey: USERS_KEY });
      const before = queryClient.getQueriesData<AdminUserPage>({ queryKey: USERS_KEY });
      queryClient.setQueriesData<AdminUserPage>(
        { queryKey: USERS_KEY },
        (list) => list && { ...list, users: list.users.map((u) => (u._id === user._id ? { ...u, ...update } : u)) },
      );
      return { before };
    },
    onError: (error, _vars, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
      notify.error(errorText(error, USER_TEXT.updateFailed));
    },
    onSuccess: (saved, { update }) => {
      if (update.role !== undefined) notify.success(USER_TEXT.roleChanged(saved.name, saved.role));
      else notify.success(saved.disabled ? USER_TEXT.disabledDone(saved.name) : USER_TEXT.enabledDone(saved.name));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });

  const remove = useMutation({
    mutationFn: (user: AdminUser) => deleteUser(user._id),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      // The row whose button opened the question is gone: keyboard users continue from the list.
      window.requestAnimationFrame(() => resultsRef.current?.focus());
    },
    onError: (error) => notify.error(errorText(error, USER_TEXT.deleteFailed)),
  });

  const actions: UserActions = {
    onRole: (user, role) => {
      if (role === user.role) return;
      if (role === 'customer') setPending({ kind: 'demote', user });
      else change.mutate({ user, update: { role } });
    },
    onDisabled: (user, disabled) => {
      if (disabled) setPending({ kind: 'disable', user });
      else change.mutate({ user, update: { disabled } });
    },
    onDelete: (user) => setPending({ kind: 'delete', user }),
  };

  function confirmPending() {
    if (!pending) return;
    if (pending.kind === 'delete') return remove.mutate(pending.user);
    change.mutate({
      user: pending.user,
      update: pending.kind === 'demote' ? { role: 'customer' } : { disabled: true },
    });
    setPending(null);
  }

  const data = users.data;
  const goTo = (next: number) => setPageState({ search, page: next });

  function exportShown() {
    if (!data) return;
    try {
      downloadCsv(exportFileName('users_export'), toCsv(data.users, userCsvColumns(currency)));
      notify.success(USER_TEXT.exported(data.users.length));
    } catch {
      notify.error(USER_TEXT.exportFailed);
    }
  }

  const dialog = pending ? confirmText(pending) : null;

  return (
    <AdminScreen>
      <AdminPageHeader
        title={USER_TEXT.title}
        subtitle={USER_TEXT.subtitle}
        badges={data ? [USER_TEXT.count(data.total)] : undefined}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => void users.refetch()}
              disabled={users.isFetching}
              aria-busy={users.isFetching}
            >
              <Icon node={RotateCw} aria-hidden="true" className={cx('size-3.5', users.isFetching && 'animate-spin')} />{' '}
              {USER_TEXT.refresh}
            </Button>
            <Button variant="secondary" onClick={exportShown} disabled={!data || data.users.length === 0}>
              <Icon node={Download} aria-hidden="true" className="size-3.5" /> {USER_TEXT.export}
            </Button>
          </>
        }
      />

      <SearchBox
        value={searchInput}
        onChange={setSearchInput}
        placeholder={USER_TEXT.searchPlaceholder}
        label={USER_TEXT.searchLabel}
      />

      {users.status === 'pending' ? (
        <SkeletonRows count={SKELETON_ROWS} label={USER_TEXT.loading} />
      ) : users.status === 'error' && !data ? (
        <ErrorState
          title={USER_TEXT.loadError}
          message={errorText(users.error, USER_TEXT.loadFailed)}
          onRetry={() => void users.refetch()}
        />
      ) : data && data.users.length === 0 ? (
        <EmptyState
          title={USER_TEXT.emptyTitle}
          message={page > 1 ? USER_TEXT.emptyPage : search ? USER_TEXT.emptySearch : USER_TEXT.emptyNone}
          action={
            page > 1 ? (
              <Button variant="secondary" onClick={() => goTo(1)}>
                {USER_TEXT.firstPage}
              </Button>
            ) : undefined
          }
        />
      ) : data ? (
        <div
          ref={resultsRef}
          tabIndex={-1}
          className={cx('focus:outline-none', users.isPlaceholderData && 'opacity-60')}
        >
          <UsersTable
            users={data.users}
            selfId={selfId}
            currency={currency}
            actions={actions}
            busy={users.isPlaceholderData}
          />
          <UsersCards
            users={data.users}
            selfId={selfId}
            currency={currency}
            actions={actions}
            busy={users.isPlaceholderData}
          />
          <Pager page={page} pageCount={data.pageCount} onPage={goTo} />
        </div>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        confirmLabel={dialog?.confirm}
        busyLabel={pending?.kind === 'delete' ? 'Deleting...' : USER_TEXT.saving}
        busy={remove.isPending}
        onConfirm={confirmPending}
      />
    </AdminScreen>
  );
}

function confirmText({ kind, user }: NonNullable<Pending>): { title: string; message: string; confirm: string } {
  if (kind === 'demote')
    return {
      title: USER_TEXT.demoteTitle,
      message: USER_TEXT.demoteMessage(user.name),
      confirm: USER_TEXT.demoteConfirm,
    };
  if (kind === 'disable')
    return {
      title: USER_TEXT.disableTitle,
      message: USER_TEXT.disableMessage(user.name),
      confirm: USER_TEXT.disableConfirm,
    };
  return { title: USER_TEXT.deleteTitle, message: USER_TEXT.deleteMessage(user.name), confirm: 'Delete' };
}
