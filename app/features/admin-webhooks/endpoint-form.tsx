import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiWebhookEndpoint, WebhookEndpointWithSecret } from '#domain/api-answer-schemas.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_TEXT, type WebhookEvent } from '#domain/webhooks.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { AdminDialog } from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { createEndpoint, updateEndpoint, WEBHOOKS_KEY } from './webhooks-api';

/** The form's fields: the address, and one checkbox per event (`events` only carries its message). */
type EndpointDraft = { url: string; events?: undefined } & Record<`event:${WebhookEvent}`, boolean>;

const chosen = (values: EndpointDraft) => WEBHOOK_EVENTS.filter((e) => values[`event:${e}`]);

/** What the browser can tell before asking: an http(s) address and an event. The server checks where it leads. */
const validate: Validator<EndpointDraft> = async (values) => {
  const errors: Partial<Record<keyof EndpointDraft, string>> = {};
  if (!/^https?:\/\/\S+$/i.test(values.url.trim())) errors.url = WEBHOOK_TEXT.urlInvalid;
  if (chosen(values).length === 0) errors.events = WEBHOOK_TEXT.eventsRequired;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
};

function draftOf(endpoint: ApiWebhookEndpoint | null): EndpointDraft {
  const draft = { url: endpoint?.url ?? '' } as EndpointDraft;
  for (const e of WEBHOOK_EVENTS) draft[`event:${e}`] = endpoint ? endpoint.events.includes(e) : false;
  return draft;
}

/** Add an endpoint (`endpoint` null) or change one's address and events; closed while undefined. */
export function EndpointFormDialog({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: ApiWebhookEndpoint | null | undefined;
  onClose: () => void;
  /** A new endpoint, with the secret to show once. */
  onCreated: (made: WebhookEndpointWithSecret) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog
      open={endpoint !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={endpoint ? 'Change the endpoint' : 'Add an endpoint'}
      description="The store POSTs each chosen event to this address as signed JSON, and tries again for a day until it answers 2xx."
      busy={busy}
    >
      {endpoint !== undefined ? (
        <EndpointForm
          key={endpoint?._id ?? 'new'}
          endpoint={endpoint}
          onDone={onClose}
          onCreated={onCreated}
          onBusyChange={setBusy}
        />
      ) : null}
    </AdminDialog>
  );
}

function EndpointForm({
  endpoint,
  onDone,
  onCreated,
  onBusyChange,
}: {
  endpoint: ApiWebhookEndpoint | null;
  onDone: () => void;
  onCreated: (made: WebhookEndpointWithSecret) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => draftOf(endpoint));
  const { register, handleSubmit, setSubmitError, clearErrors, formState } = useForm<EndpointDraft>({
    defaultValues: initial,
    validate,
    mode: 'clearOnEdit',
  });
  const { errors } = formState;
  const save = useMutation({
    mutationFn: (input: {
      url: string;
      events: WebhookEvent[];
    }): Promise<ApiWebhookEndpoint | WebhookEndpointWithSecret> =>
      endpoint ? updateEndpoint(endpoint._id, input) : createEndpoint(input),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
      if ('secret' in answer) onCreated(answer);
      else notify.success('Endpoint saved');
      onDone();
    },
    // The server's refusal of the address (a private network, http on a production store) under the field.
    onError: (error) =>
      setSubmitError(error, endpoint ? 'Failed to change the endpoint' : 'Failed to add the endpoint'),
  });
  useEffect(() => onBusyChange(save.isPending), [save.isPending, onBusyChange]);

  const submit = handleSubmit((values) => {
    if (!save.isPending) save.mutate({ url: values.url.trim(), events: chosen(values) });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-busy={save.isPending || undefined}>
      <TextField
        label="Address"
        type="url"
        placeholder="https://example.com/hooks/store"
        autoComplete="off"
        error={errors.url?.message}
        hint="https:// (http:// only outside production). Addresses in a private network are refused."
        {...register('url', { onChange: () => clearErrors('root') })}
      />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-xs font-medium uppercase tracking-[0.15em]">Events</legend>
        {WEBHOOK_EVENTS.map((e) => (
          <label key={e} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-ink"
              {...register(`event:${e}`, { onChange: () => clearErrors('events') })}
            />
            <span>
              <code className="font-mono">{e}</code> <span className="text-muted">— {WEBHOOK_EVENT_LABELS[e]}</span>
            </span>
          </label>
        ))}
        {errors.events ? <p className="text-sm text-sale">{errors.events.message}</p> : null}
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : endpoint ? 'Save' : 'Add endpoint'}
        </Button>
      </div>
    </form>
  );
}
