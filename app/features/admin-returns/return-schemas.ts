/** The chunk the return dialogs load (return-validation.ts): zod and the API's own schemas of the store's steps. */
import { returnApprovalSchema, returnReceiptSchema, returnRejectionSchema } from '#domain/return-input.ts';
import { schemaValidator } from '#app/lib/schema-validator.ts';

export interface ApprovalValues {
  note: string;
}
export interface RejectionValues {
  reason: string;
}
export interface ReceiptValues {
  restock: boolean;
}

export const approvalValidator = schemaValidator<ApprovalValues>(returnApprovalSchema);
export const rejectionValidator = schemaValidator<RejectionValues>(returnRejectionSchema);
export const receiptValidator = schemaValidator<ReceiptValues>(returnReceiptSchema);
