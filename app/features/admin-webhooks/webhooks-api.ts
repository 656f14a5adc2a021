/** The Webhooks screen's calls (decision 70): the endpoints, their writes, delivery logs, resends and test events. */
import type {
  ApiWebhookDelivery,
  ApiWebhookEndpoint,
  MessageAnswer,
  WebhookDeliveriesAnswer,
  WebhookEndpointsAnswer,
  WebhookEndpointWithSecret,
} from '#domain/api-answer-schemas.ts';
import type { WebhookEvent } from '#domain/webhooks.ts';
import { apiFetch } from '#app/lib/api.ts';

/** Every webhook query shares this prefix, so one write refreshes the list and the logs. */
export const WEBHOOKS_KEY = ['admin', 'webhooks'] as const;
export const deliveriesKey = (endpointId: string, page: number) =>
  [...WEBHOOKS_KEY, 'deliveries', endpointId, page] as const;

export const DELIVERY_PAGE_SIZE = 20;

const endpointPath = (id: string) => `/webhooks/endpoints/${encodeURIComponent(id)}`;

export async function fetchEndpoints(signal?: AbortSignal): Promise<ApiWebhookEndpoint[]> {
  const answer = await apiFetch<WebhookEndpointsAnswer>('/webhooks/endpoints', {
    signal,
    defaultMessage: 'Failed to fetch the webhook endpoints',
  });
  return answer.endpoints;
}

export function createEndpoint(input: { url: string; events: WebhookEvent[] }): Promise<WebhookEndpointWithSecret> {
  return apiFetch<WebhookEndpointWithSecret>('/webhooks/endpoints', {
    method: 'POST',
    body: input,
    defaultMessage: 'Failed to add the endpoint',
  });
}

export function updateEndpoint(
  id: string,
  change: { url?: string; events?: WebhookEvent[]; enabled?: boolean },
): Promise<ApiWebhookEndpoint> {
  return apiFetch<ApiWebhookEndpoint>(endpointPath(id), {
    method: 'PATCH',
    body: change,
    defaultMessage: 'Failed to change the endpoint',
  });
}

export function rotateSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return apiFetch<WebhookEndpointWithSecret>(`${endpointPath(id)}/rotate-secret`, {
    method: 'POST',
    defaultMessage: 'Failed to make a new secret',
  });
}

export function deleteEndpoint(id: string): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(endpointPath(id), {
    method: 'DELETE',
    defaultMessage: 'Failed to delete the endpoint',
  });
}

export function fetchDeliveries(id: string, page: number, signal?: AbortSignal): Promise<WebhookDeliveriesAnswer> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(DELIVERY_PAGE_SIZE) });
  return apiFetch<WebhookDeliveriesAnswer>(`${endpointPath(id)}/deliveries?${params}`, {
    signal,
    defaultMessage: 'Failed to fetch the deliveries',
  });
}

export function resendDelivery(endpointId: string, deliveryId: string): Promise<ApiWebhookDelivery> {
  return apiFetch<ApiWebhookDelivery>(
    `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
    { method: 'POST', defaultMessage: 'Failed to resend the delivery' },
  );
}

export function sendTestEvent(id: string): Promise<ApiWebhookDelivery> {
  return apiFetch<ApiWebhookDelivery>(`${endpointPath(id)}/ping`, {
    method: 'POST',
    defaultMessage: 'Failed to send a test event',
  });
}
