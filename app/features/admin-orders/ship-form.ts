/**
 * The ship dialog's fields and their check, with the same rules the server's schema applies
 * (domain/carriers.ts), so the owner reads a field's message before anything is sent.
 */
import {
  carrierNameProblem,
  isCarrierId,
  normalTrackingNumber,
  SHIPMENT_TEXT,
  trackingNumberProblem,
  trackingUrlProblem,
} from '#domain/carriers.ts';
import type { ShipmentInput } from '#domain/orders.ts';
import type { Validation } from '#app/lib/use-form.ts';

export interface ShipDraft {
  carrier: string;
  trackingNumber: string;
  carrierName: string;
  trackingUrl: string;
}

export const EMPTY_SHIP_DRAFT: ShipDraft = { carrier: '', trackingNumber: '', carrierName: '', trackingUrl: '' };

export function checkShipDraft(draft: ShipDraft): Validation<ShipDraft> {
  const errors: Partial<Record<keyof ShipDraft, string>> = {};
  if (!isCarrierId(draft.carrier)) errors.carrier = SHIPMENT_TEXT.carrier;
  const numberProblem = trackingNumberProblem(draft.trackingNumber);
  if (numberProblem) errors.trackingNumber = numberProblem;
  if (draft.carrier === 'other') {
    const nameProblem = carrierNameProblem(draft.carrierName);
    if (nameProblem) errors.carrierName = nameProblem;
    const linkProblem = trackingUrlProblem(draft.trackingUrl);
    if (linkProblem) errors.trackingUrl = linkProblem;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: draft };
}

/** The checked draft as PUT /orders/{id}/status takes it. */
export function shipmentFrom(draft: ShipDraft): ShipmentInput {
  if (draft.carrier === 'other') {
    return {
      carrier: 'other',
      trackingNumber: normalTrackingNumber(draft.trackingNumber),
      carrierName: draft.carrierName.trim(),
      trackingUrl: draft.trackingUrl.trim(),
    };
  }
  return {
    carrier: draft.carrier as ShipmentInput['carrier'],
    trackingNumber: normalTrackingNumber(draft.trackingNumber),
  };
}
