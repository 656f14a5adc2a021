/**
 * The return dialogs' checks: the API's own schemas (domain/return-input.ts), loaded in their
 * own chunk when a dialog first checks (app/lib/lazy-validation), so the messages are the
 * server's and zod is not part of the queue's first load.
 */
import { lazySchemas, lazyValidator } from '#app/lib/lazy-validation.ts';
import type { ApprovalValues, ReceiptValues, RejectionValues } from './return-schemas';

export type { ApprovalValues, ReceiptValues, RejectionValues };

const loadSchemas = lazySchemas(() => import('./return-schemas'));

// Made once: a validator that changed on every render would reconfigure its form each time.
export const validateApproval = lazyValidator<ApprovalValues>(async () => (await loadSchemas()).approvalValidator);
export const validateRejection = lazyValidator<RejectionValues>(async () => (await loadSchemas()).rejectionValidator);
export const validateReceipt = lazyValidator<ReceiptValues>(async () => (await loadSchemas()).receiptValidator);

/** Starts loading the schemas as a dialog opens, so the first check does not wait for them. */
export const preloadReturnSchemas = (): void => void loadSchemas().catch(() => {});
