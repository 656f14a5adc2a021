/**
 * The shopper's return request (decision 0052) as the form holds it and as the API takes
 * it: one checkbox and one quantity per order line that can be returned, the reason and the
 * comment. Zod-free: the form's chunk and its lazily loaded schema chunk share it.
 */
import type { ApiOrder, ReturnRequestAnswer } from '#domain/api-answer-schemas.ts';
import { RETURN_TEXT, type ReturnReason } from '#domain/returns.ts';
import { apiFetch } from '#app/lib/api.ts';
import type { Language } from '#domain/languages.ts';

/** A line's checkbox (`line.<itemId>`) and its quantity (`qty.<itemId>`, '1' to its returnable units). */
export interface ReturnFormValues {
  reason: string;
  comment: string;
  [line: `line.${string}`]: boolean;
  [quantity: `qty.${string}`]: string;
}

export const lineField = (itemId: string) => `line.${itemId}` as const;
export const quantityField = (itemId: string) => `qty.${itemId}` as const;

/** The order's lines a return can be asked for now. */
export const returnableItems = (order: Pick<ApiOrder, 'items'>) => order.items.filter((item) => item.returnable > 0);

/** Nothing chosen, the first quantity of each line, no reason yet. */
export function returnFormDefaults(order: Pick<ApiOrder, 'items'>): ReturnFormValues {
  const values: ReturnFormValues = { reason: '', comment: '' };
  for (const item of returnableItems(order)) {
    values[lineField(item._id)] = false;
    values[quantityField(item._id)] = '1';
  }
  return values;
}

export interface ReturnRequestBody {
  token?: string;
  idempotencyKey: string;
  lines: { itemId: string; quantity: number }[];
  reason: ReturnReason;
  comment?: string;
  /** The page's language, for the e-mail that the request arrived (decision 61). */
  language?: Language;
}

/** The request the values make: the ticked lines with their quantities, the comment when there is one. */
export function returnRequestOf(
  values: ReturnFormValues,
  idempotencyKey: string,
  token?: string | null,
): ReturnRequestBody {
  const lines: ReturnRequestBody['lines'] = [];
  for (const [name, ticked] of Object.entries(values)) {
    if (!name.startsWith('line.') || ticked !== true) continue;
    const itemId = name.slice('line.'.length);
    lines.push({ itemId, quantity: Number(values[quantityField(itemId)] ?? '1') });
  }
  const comment = values.comment.trim();
  return {
    ...(token ? { token } : {}),
    idempotencyKey,
    lines,
    reason: values.reason as ReturnReason,
    ...(comment ? { comment } : {}),
  };
}

/**
 * The form's field for a message about the request's `field` (the schema's or the server's
 * path: `lines`, `lines.0.quantity`, `reason`, `comment`): a message about the lines goes on
 * the first line's checkbox, which the form shows above the list and focuses.
 */
export function formFieldFor(field: string, values: ReturnFormValues): keyof ReturnFormValues | null {
  if (field === 'reason' || field === 'comment') return field;
  if (field === 'lines' || field.startsWith('lines.')) {
    const first = Object.keys(values).find((name) => name.startsWith('line.'));
    return first ? (first as `line.${string}`) : null;
  }
  return null;
}

/** POST /api/orders/{orderId}/returns. */
export function postReturnRequest(orderId: string, body: ReturnRequestBody): Promise<ReturnRequestAnswer> {
  return apiFetch<ReturnRequestAnswer>(`/orders/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    body,
    defaultMessage: RETURN_TEXT.requestFailed,
  });
}
