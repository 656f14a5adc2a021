import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { RefreshCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import type { ContactMessagesAnswer } from '#domain/api-answer-schemas.ts';
import {
  AdminPageHeader,
  FilterButtons,
  AdminScreen,
  EmptyState,
  ErrorState,
  Pager,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { EMPTY_TEXT, INBOX_FILTERS, inboxSearch, readInboxPage } from './inbox-filter';
import { MessageRow } from './message-row';
import { fetchInbox, INBOX_KEY, inboxKey, markHandled, type InboxPage } from './messages-api';

const SKELETON_ROWS = 5;

/** The back office's inbox of contact messages: newest first, filtered, paged, marked handled. */
export function AdminInbox() {
  const [params, setParams] = useSearchParams();
  const current = readInboxPage(params);
  const [openId, setOpenId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const inbox = useBrowserQuery({
    queryKey: inboxKey(current),
    queryFn: ({ signal }) => fetchInbox(current, signal),
    keepPrevious: true,
  });

  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => markHandled(id, handled),
    // The badge changes at once; if the server refuses, every list goes back as it was.
    onMutate: async ({ id, handled }) => {
      await queryClient.cancelQueries({ queryKey: INBOX_KEY });
      const before = queryClient.getQueriesData<ContactMessagesAnswer>({ queryKey: INBOX_KEY });
      queryClient.setQueriesData<ContactMessagesAnswer>(
        { queryKey: INBOX_KEY },
        (list) =>
          list && {
            ...list,
            messages: list.messages.map((m) =>
              m._id === id
                ? { ...m, handled, handledAt: handled ? (m.handledAt ?? new Date().toISOString()) : null }
                : m,
            ),
          },
      );
      return { before };
    },
    onError: (error, _vars, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
      notify.error(errorText(error, 'Failed to update the message'));
    },
    onSuccess: (message) => notify.success(message.handled ? 'Marked as handled.' : 'Marked as unhandled.'),
    // A marked message moves between the Unhandled and Handled lists: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });

  const go = (next: InboxPage) => {
    setOpenId(null);
    setParams(new URLSearchParams(inboxSearch(next)), { preventScrollReset: true });
  };

  const data = inbox.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <AdminScreen>
      <AdminPageHeader
        title="Messages"
        subtitle="What shoppers sent through the contact form. Mark a message handled once it has its answer."
        badges={data ? [`${data.total} ${data.total === 1 ? 'message' : 'messages'}`] : undefined}
        actions={
          <Button variant="secondary" onClick={() => void inbox.refetch()} disabled={inbox.isFetching}>
            <Icon
              node={RefreshCw}
              aria-hidden="true"
              className={cx('size-4', inbox.isFetching && 'animate-spin')}
              strokeWidth={1.5}
            />
            Refresh
          </Button>
        }
      />

      <FilterButtons
        label="Show messages"
        options={INBOX_FILTERS}
        current={current.filter}
        onChoose={(filter) => go({ filter, page: 1 })}
      />

      {inbox.status === 'pending' ? (
        <SkeletonRows count={SKELETON_ROWS} label="Loading messages" />
      ) : inbox.status === 'error' && !data ? (
        <ErrorState
          title="Error Loading Messages"
          message={errorText(inbox.error, 'Failed to fetch messages')}
          onRetry={() => void inbox.refetch()}
        />
      ) : data && data.messages.length === 0 ? (
        <EmptyState
          title="No Messages Found"
          message={current.page > 1 ? 'This page is empty.' : EMPTY_TEXT[current.filter]}
          action={
            current.page > 1 ? (
              <Button variant="secondary" onClick={() => go({ ...current, page: 1 })}>
                First page
              </Button>
            ) : undefined
          }
        />
      ) : data ? (
        <>
          <ul
            aria-label="Messages"
            aria-busy={inbox.isPlaceholderData || undefined}
            className={cx('divide-y divide-line border-y border-line', inbox.isPlaceholderData && 'opacity-60')}
          >
            {data.messages.map((message) => (
              <MessageRow
                key={message._id}
                message={message}
                open={openId === message._id}
                onToggle={() => setOpenId((id) => (id === message._id ? null : message._id))}
                onMark={(handled) => mark.mutate({ id: message._id, handled })}
              />
            ))}
          </ul>
          <Pager page={current.page} pageCount={pageCount} onPage={(page) => go({ ...current, page })} />
        </>
      ) : null}
      <p className="mt-8 text-xs text-muted">
        Messages also arrive by e-mail at the store&apos;s address.{' '}
        <Link to="/contact-us" className="underline underline-offset-4">
          See the contact page
        </Link>
      </p>
    </AdminScreen>
  );
}
