/**
 * Reads one order for a page: whoever holds the order link's token, its signed-in owner,
 * or an admin. An order that does not exist and one this visitor may not see look the
 * same ("not found"), so the page never tells a stranger that an id is real.
 */
import type { AppLoadContext } from 'react-router';
import type { ApiOrder, AuthUser } from '#domain/api-answer-schemas.ts';
import { isEntityId } from '#domain/input-rules.ts';

const HIDDEN_KINDS = new Set(['not_found', 'forbidden', 'unauthorized']);

function isHiddenOrderError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    'kind' in err &&
    HIDDEN_KINDS.has(String((err as { kind: unknown }).kind))
  );
}

export async function loadViewerOrder(
  context: AppLoadContext,
  user: AuthUser | null,
  orderId: string | null,
  token: string | null,
): Promise<ApiOrder | null> {
  if (!orderId || !isEntityId(orderId)) return null;
  try {
    return await context.services.orders.getForViewer(orderId, {
      userId: user?._id ?? null,
      isAdmin: user?.role === 'admin',
      token: token && token.length <= 200 ? token : null,
    });
  } catch (err) {
    if (isHiddenOrderError(err)) return null;
    throw err;
  }
}
