import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import type { ApiMailMessage } from '#domain/api-answer-schemas.ts';
import { MAIL_KIND_LABELS } from '#domain/mail.ts';
import {
  AdminPageHeader,
  FilterButtons,
  AdminScreen,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Pager,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { fetchMail, MAIL_KEY, mailKey, sendAgain, type MailPage } from './mail-api';
import { EMPTY_TEXT, MAIL_FILTERS, mailSearch, readMailPage } from './mail-filter';
import { MailRow } from './mail-row';

const SKELETON_ROWS = 4;

/**
 * The back office's Mail screen (decision 0040): the store's e-mails that failed after a day
 * of tries or wait for another one, why, and a way to send one again.
 */
export function AdminMail() {
  const [params, setParams] = useSearchParams();
  const current = readMailPage(params);
  const [confirming, setConfirming] = useState<ApiMailMessage | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: mailKey(current),
    queryFn: ({ signal }) => fetchMail(current, signal),
    placeholderData: keepPreviousData,
  });

  const resend = useMutation({
    mutationFn: (message: ApiMailMessage) => sendAgain(message._id),
    onSuccess: () => {
      setConfirming(null);
      notify.success('The e-mail is being sent again.');
    },
    onError: (error) => notify.error(errorText(error, 'Failed to send the e-mail again')),
    // The message leaves the lists once it is sent, or comes back with its new try: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAIL_KEY }),
  });

  const go = (next: MailPage) => setParams(new URLSearchParams(mailSearch(next)), { preventScrollReset: true });
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <AdminScreen>
      <AdminPageHeader
        title="Mail"
        subtitle="E-mails the store could not send yet. Each is tried again for a day (after 1 minute, then 2, 4… up to every hour), then marked failed."
        badges={data ? [`${data.total} ${data.total === 1 ? 'e-mail' : 'e-mails'}`] : undefined}
        actions={
          <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <Icon
              node={RefreshCw}
              aria-hidden="true"
              className={cx('size-4', list.isFetching && 'animate-spin')}
              strokeWidth={1.5}
            />
            Refresh
          </Button>
        }
      />

      <FilterButtons
        label="Show e-mails"
        options={MAIL_FILTERS}
        current={current.filter}
        onChoose={(filter) => go({ filter, page: 1 })}
      />

      {list.status === 'pending' ? (
        <SkeletonRows count={SKELETON_ROWS} label="Loading e-mails" />
      ) : list.status === 'error' && !data ? (
        <ErrorState
          title="Error Loading E-mails"
          message={errorText(list.error, 'Failed to fetch e-mails')}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.messages.length === 0 ? (
        <EmptyState
          title="No E-mails Found"
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
            aria-label="E-mails"
            aria-busy={list.isPlaceholderData || undefined}
            className={cx('divide-y divide-line border-y border-line', list.isPlaceholderData && 'opacity-60')}
          >
            {data.messages.map((message) => (
              <MailRow
                key={message._id}
                message={message}
                busy={resend.isPending}
                onSendAgain={() => setConfirming(message)}
              />
            ))}
          </ul>
          <Pager page={current.page} pageCount={pageCount} onPage={(page) => go({ ...current, page })} />
        </>
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Send this e-mail again?"
        message={
          confirming ? (
            <>
              {MAIL_KIND_LABELS[confirming.kind]} to {confirming.to}.{' '}
              {confirming.state === 'failed'
                ? 'It goes back in the queue with another day of tries.'
                : 'It is tried now instead of at its next try.'}
            </>
          ) : null
        }
        confirmLabel="Send again"
        busyLabel="Sending..."
        busy={resend.isPending}
        onConfirm={() => confirming && resend.mutate(confirming)}
      />
    </AdminScreen>
  );
}
