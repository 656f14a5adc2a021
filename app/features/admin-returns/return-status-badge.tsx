import type { ReturnStatus } from '#domain/returns.ts';
import { Badge } from '#app/features/admin/index.ts';
import { RETURN_STATUS_TONES, returnStatusLabel } from './return-display';

/** A return's status in words ("Received and refunded"), coloured by how much is left to do. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={RETURN_STATUS_TONES[status]}>{returnStatusLabel(status)}</Badge>;
}
