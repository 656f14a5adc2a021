import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiWebhookDelivery } from '#domain/api-answer-schemas.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import {
  adminDateTime,
  adminNumber,
  Badge,
  EmptyState,
  ErrorState,
  Pager,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { deliveriesKey, fetchDeliveries, resendDelivery, WEBHOOKS_KEY } from './webhooks-api';

const STATE_BADGE = {
  delivered: { tone: 'success', label: 'Delivered' },
  pending: { tone: 'warning', label: 'Waiting' },
  failed: { tone: 'danger', label: 'Failed' },
} as const;

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{adminDateTime(iso)}</time> : '—');

/** One endpoint's deliveries, newest first: what was sent, how it went, and Resend (the same event id). */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const log = useQuery({
    queryKey: deliveriesKey(endpointId, page),
    queryFn: ({ signal }) => fetchDeliveries(endpointId, page, signal),
    placeholderData: keepPreviousData,
    // A delivery waiting for its try changes by itself: look again while one does.
    refetchInterval: (query) => (query.state.data?.deliveries.some((d) => d.state === 'pending') ? 2_000 : false),
  });
  const resend = useMutation({
    mutationFn: (delivery: ApiWebhookDelivery) => resendDelivery(endpointId, delivery._id),
    onSuccess: () => notify.success('The delivery is being sent again'),
    onError: (error) => notify.error(errorText(error, 'Failed to resend the delivery')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });

  if (log.status === 'pending') return <SkeletonRows count={2} label="Loading deliveries" />;
  if (log.status === 'error' && !log.data)
    return (
      <ErrorState
        title="Error Loading Deliveries"
        message={errorText(log.error, 'Failed to fetch the deliveries')}
        onRetry={() => void log.refetch()}
      />
    );
  const data = log.data!;
  if (data.deliveries.length === 0)
    return <EmptyState title="No Deliveries Yet" message="Events this endpoint subscribes to will show here." />;
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto">
        <table
          aria-label="Deliveries"
          className={cx('w-full min-w-[44rem] text-left text-sm', log.isPlaceholderData && 'opacity-60')}
        >
          <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
            <tr>
              <th className="py-2 pr-3 font-medium">Time</th>
              <th className="py-2 pr-3 font-medium">Event</th>
              <th className="py-2 pr-3 font-medium">Status</th>
              <th className="py-2 pr-3 font-medium">HTTP</th>
              <th className="py-2 pr-3 font-medium">Response time</th>
              <th className="py-2 pr-3 font-medium">Tries</th>
              <th className="py-2 pr-3 font-medium">Last error</th>
              <th className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {data.deliveries.map((d) => (
              <tr key={d._id}>
                <td className="py-2 pr-3 whitespace-nowrap">{when(d.createdAt)}</td>
                <td className="py-2 pr-3">
                  <code className="font-mono">{d.eventType}</code>
                </td>
                <td className="py-2 pr-3">
                  <Badge tone={STATE_BADGE[d.state].tone}>{STATE_BADGE[d.state].label}</Badge>
                </td>
                <td className="py-2 pr-3">{d.lastStatusCode ?? '—'}</td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {d.lastResponseMs === null ? '—' : `${adminNumber(d.lastResponseMs)} ms`}
                </td>
                <td className="py-2 pr-3">{d.attempts}</td>
                <td className="py-2 pr-3 break-words">
                  {d.lastError ?? <span className="text-muted">—</span>}
                  {d.state === 'pending' && d.nextAttemptAt && d.attempts > 0 ? (
                    <span className="block text-xs text-muted">Next try {when(d.nextAttemptAt)}</span>
                  ) : null}
                </td>
                <td className="py-2 text-right">
                  <Button
                    variant="secondary"
                    onClick={() => resend.mutate(d)}
                    disabled={resend.isPending}
                    aria-label={`Resend ${d.eventType} of ${adminDateTime(d.createdAt)}`}
                  >
                    Resend
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
