import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, KeyRound, Plus, Send, Trash2 } from 'lucide';
import { useState } from 'react';
import type { ApiWebhookEndpoint } from '#domain/api-answer-schemas.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { errorText } from '#app/lib/api.ts';
import {
  AdminPageHeader,
  AdminScreen,
  adminDateTime,
  Badge,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { DeliveryLog } from './delivery-log';
import { EndpointFormDialog } from './endpoint-form';
import { SecretDialog } from './secret-dialog';
import {
  deleteEndpoint,
  fetchEndpoints,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  WEBHOOKS_KEY,
} from './webhooks-api';

/**
 * The back office's Webhooks screen (decision 70): the endpoints the store POSTs its events
 * to, each with its delivery log; add, change, turn off or on, test, renew the secret, delete.
 */
export function AdminWebhooks() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [...WEBHOOKS_KEY, 'endpoints'], queryFn: ({ signal }) => fetchEndpoints(signal) });
  /** null: the add form; an endpoint: its edit form; undefined: closed. */
  const [editing, setEditing] = useState<ApiWebhookEndpoint | null | undefined>(undefined);
  const [shown, setShown] = useState<{ secret: string; url: string } | null>(null);
  const [deleting, setDeleting] = useState<ApiWebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<ApiWebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });

  const toggle = useMutation({
    mutationFn: (e: ApiWebhookEndpoint) => updateEndpoint(e._id, { enabled: !e.enabled }),
    onSuccess: (e) => notify.success(e.enabled ? 'Endpoint turned on' : 'Endpoint turned off'),
    onError: (error) => notify.error(errorText(error, 'Failed to change the endpoint')),
    onSettled: refresh,
  });
  const test = useMutation({
    mutationFn: (e: ApiWebhookEndpoint) => sendTestEvent(e._id),
    onSuccess: (_, e) => {
      notify.success('Test event sent');
      setOpen(e._id);
    },
    onError: (error) => notify.error(errorText(error, 'Failed to send a test event')),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: (e: ApiWebhookEndpoint) => rotateSecret(e._id),
    onSuccess: (made) => {
      setRotating(null);
      setShown({ secret: made.secret, url: made.endpoint.url });
    },
    onError: (error) => notify.error(errorText(error, 'Failed to make a new secret')),
  });
  const remove = useMutation({
    mutationFn: (e: ApiWebhookEndpoint) => deleteEndpoint(e._id),
    onSuccess: () => {
      setDeleting(null);
      notify.success('Endpoint deleted');
    },
    onError: (error) => notify.error(errorText(error, 'Failed to delete the endpoint')),
    onSettled: refresh,
  });

  const endpoints = list.data;
  return (
    <AdminScreen>
      <AdminPageHeader
        title="Webhooks"
        subtitle="Addresses the store POSTs its events to, signed with each endpoint’s secret. A delivery not answered 2xx is tried again for a day (after 1 minute, then 2, 4… up to every hour)."
        badges={endpoints ? [`${endpoints.length} ${endpoints.length === 1 ? 'endpoint' : 'endpoints'}`] : undefined}
        actions={
          <Button onClick={() => setEditing(null)}>
            <Icon node={Plus} aria-hidden="true" className="size-4" strokeWidth={1.5} />
            Add endpoint
          </Button>
        }
      />

      {list.status === 'pending' ? (
        <SkeletonRows count={2} label="Loading endpoints" />
      ) : list.status === 'error' ? (
        <ErrorState
          title="Error Loading Endpoints"
          message={errorText(list.error, 'Failed to fetch the webhook endpoints')}
          onRetry={() => void list.refetch()}
        />
      ) : endpoints!.length === 0 ? (
        <EmptyState
          title="No Endpoints Yet"
          message="Add an endpoint to have orders, refunds, returns, product edits and low stock sent to another system."
        />
      ) : (
        <ul aria-label="Endpoints" className="divide-y divide-line border-y border-line">
          {endpoints!.map((e) => (
            <li key={e._id} aria-label={e.url} className="space-y-4 px-2 py-5 sm:px-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                    <span className="break-all">{e.url}</span>
                    <Badge tone={e.enabled ? 'success' : 'neutral'}>{e.enabled ? 'On' : 'Off'}</Badge>
                  </p>
                  <p className="mt-1 flex flex-wrap gap-1.5">
                    {e.events.map((event) => (
                      <Badge key={event} tone="info">
                        {event}
                      </Badge>
                    ))}
                  </p>
                  <p className="mt-1 text-xs text-muted">
                    Added {adminDateTime(e.createdAt)}
                    {e.createdBy ? ` by ${e.createdBy}` : ''}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setEditing(e)}>
                    Edit
                  </Button>
                  <Button variant="secondary" onClick={() => toggle.mutate(e)} disabled={toggle.isPending}>
                    {e.enabled ? 'Turn off' : 'Turn on'}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => test.mutate(e)}
                    disabled={!e.enabled || test.isPending}
                    title={e.enabled ? undefined : 'Turn the endpoint on first'}
                  >
                    <Icon node={Send} aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    Send test event
                  </Button>
                  <Button variant="secondary" onClick={() => setRotating(e)}>
                    <Icon node={KeyRound} aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    New secret
                  </Button>
                  <Button variant="secondary" onClick={() => setDeleting(e)} aria-label={`Delete ${e.url}`}>
                    <Icon node={Trash2} aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    Delete
                  </Button>
                </div>
              </div>
              <Button
                variant="ghost"
                aria-expanded={open === e._id}
                onClick={() => setOpen(open === e._id ? null : e._id)}
              >
                <Icon node={open === e._id ? ChevronUp : ChevronDown} aria-hidden="true" className="size-4" />
                Delivery log
              </Button>
              {open === e._id ? <DeliveryLog endpointId={e._id} /> : null}
            </li>
          ))}
        </ul>
      )}

      <EndpointFormDialog
        endpoint={editing}
        onClose={() => setEditing(undefined)}
        onCreated={(made) => {
          setShown({ secret: made.secret, url: made.endpoint.url });
          setOpen(made.endpoint._id);
        }}
      />
      <SecretDialog secret={shown?.secret ?? null} url={shown?.url ?? ''} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete this endpoint?"
        message={deleting ? <>{deleting.url} gets no more events, and its delivery log is deleted with it.</> : null}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(next) => !next && setRotating(null)}
        title="Make a new secret?"
        message="The current secret stops working at once: every delivery from now on is signed with the new one, which the receiver must be given."
        confirmLabel="Make a new secret"
        busyLabel="Making..."
        busy={rotate.isPending}
        onConfirm={() => rotating && rotate.mutate(rotating)}
      />
    </AdminScreen>
  );
}
