/** The Shipping zones screen's calls (decision 57): the zones, add, change and delete one. */
import type { AdminShippingZone, MessageAnswer } from '#domain/api-answer-schemas.ts';
import type { ShippingZoneDraftInput } from '#domain/shipping-zone-input.ts';
import { apiFetch } from '#app/lib/api.ts';
import { SHIPPING_ADMIN_TEXT } from './shipping-texts';

/** The browser cache's key for the zones; every write invalidates it. */
export const ZONES_KEY = ['admin', 'shipping-zones'] as const;

export function fetchZones(signal?: AbortSignal): Promise<AdminShippingZone[]> {
  return apiFetch<AdminShippingZone[]>('/shipping/zones', { signal, defaultMessage: SHIPPING_ADMIN_TEXT.loadFailed });
}

export function saveZone(id: string | null, zone: ShippingZoneDraftInput): Promise<AdminShippingZone> {
  return apiFetch<AdminShippingZone>(id ? `/shipping/zones/${id}` : '/shipping/zones', {
    method: id ? 'PUT' : 'POST',
    body: zone,
    defaultMessage: id ? SHIPPING_ADMIN_TEXT.updateFailed : SHIPPING_ADMIN_TEXT.createFailed,
  });
}

export function deleteZone(id: string): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(`/shipping/zones/${id}`, {
    method: 'DELETE',
    defaultMessage: SHIPPING_ADMIN_TEXT.deleteFailed,
  });
}
