/**
 * The requests of a return's steps (decision 0052): the shopper's request, the store's
 * approval, rejection and receipt, and the back office's queue query. Their rules and words
 * are in `returns.ts`.
 */
import { z } from 'zod';
import { isEntityId, isSafeText } from './input-checks';
import { integer } from './input-rules';
import { optionalLanguageField } from './language-input';
import { RETURN_LIMITS, RETURN_REASON_IDS, RETURN_STATUSES, RETURN_TEXT } from './returns';

/** Free text of a step: trimmed, within `max`, no control characters; `required` when it must be there. */
function text(max: number, messages: { required?: string; tooLong: string }) {
  return z
    .string({ error: messages.required ?? messages.tooLong })
    .trim()
    .check(
      z.refine((value) => !messages.required || value.length >= 1, { error: messages.required, abort: true }),
      z.refine((value) => value.length <= max, { error: messages.tooLong, abort: true }),
      z.refine((value) => isSafeText(value, { multiline: true }), { error: RETURN_TEXT.unsafe }),
    );
}

/** POST /api/orders/{orderId}/returns: the shopper's request, with the order link's token when signed out. */
export const returnRequestSchema = z
  .object({
    token: z.optional(z.string().max(200)),
    idempotencyKey: z
      .string({ error: RETURN_TEXT.key })
      .check(z.refine((key) => /^[A-Za-z0-9_-]{8,100}$/.test(key), { error: RETURN_TEXT.key })),
    lines: z
      .array(
        z.object({
          itemId: z
            .string({ error: RETURN_TEXT.unknownLine })
            .check(z.refine((id) => isEntityId(id), { error: RETURN_TEXT.unknownLine })),
          quantity: integer({ label: 'quantity', min: 1, max: 100_000, message: RETURN_TEXT.quantity }),
        }),
        { error: RETURN_TEXT.nothingChosen },
      )
      .min(1, { error: RETURN_TEXT.nothingChosen })
      .max(RETURN_LIMITS.lines, { error: RETURN_TEXT.unknownLine }),
    reason: z.enum(RETURN_REASON_IDS, { error: RETURN_TEXT.reason }),
    comment: z.optional(text(RETURN_LIMITS.comment, { tooLong: RETURN_TEXT.commentTooLong })),
    /** The storefront's language for the request's receipt; without it, the order's (decision 61). */
    language: optionalLanguageField,
  })
  // "Other" says nothing by itself: the shopper says what.
  .check(
    z.refine((input) => input.reason !== 'other' || Boolean(input.comment), {
      error: RETURN_TEXT.comment,
      path: ['comment'],
    }),
  );
export type ReturnRequestInput = z.output<typeof returnRequestSchema>;

/** POST /api/returns/{returnId}/approve: what the store adds to the standard instructions. */
export const returnApprovalSchema = z.object({
  note: z.optional(text(RETURN_LIMITS.note, { tooLong: RETURN_TEXT.noteTooLong })),
});

/** POST /api/returns/{returnId}/reject. */
export const returnRejectionSchema = z.object({
  reason: text(RETURN_LIMITS.rejection, { required: RETURN_TEXT.rejection, tooLong: RETURN_TEXT.rejectionTooLong }),
});

/** POST /api/returns/{returnId}/receive: the parcel is in; refund its units, and put them back in stock or not. */
export const returnReceiptSchema = z.object({ restock: z.boolean({ error: 'restock must be true or false' }) });

export const RETURNS_PAGE_SIZE = 20;

/** GET /api/returns: `?status=requested|approved|rejected|received&page=&pageSize=` (no status: all). */
export const returnsQuerySchema = z.object({
  status: z.optional(z.enum(RETURN_STATUSES, { error: `status must be one of: ${RETURN_STATUSES.join(', ')}.` })),
  page: z.optional(integer({ label: 'page', min: 1, max: 10_000 })).transform((v) => v ?? 1),
  pageSize: z.optional(integer({ label: 'pageSize', min: 1, max: 100 })).transform((v) => v ?? RETURNS_PAGE_SIZE),
});
export type ReturnsQuery = z.output<typeof returnsQuerySchema>;
