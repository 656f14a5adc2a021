/**
 * A size came back from none (decision 64): its active alerts are marked notified and their
 * e-mails written, in the transaction of the restock itself. The update is conditional
 * (`notified_at is null`) and takes each alert's row lock, so two restocks in two processes
 * write each alert's e-mail once; a notified alert is done, so the size selling out and
 * coming back again (0 → 2 → 0 → 3) sends nothing more.
 */
import { and, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { stockAlerts } from '#server/db/schema.ts';
import { alertSizes, type RestockListener } from '#server/services/catalog/index.ts';
import { recordBackMail, type AlertMailDeps } from './alert-mail';

export function createRestockNotifier(deps: AlertMailDeps): RestockListener {
  return async (tx, sizeIds) => {
    const due = await tx
      .update(stockAlerts)
      .set({ notifiedAt: sql`now()` })
      .where(
        and(
          inArray(stockAlerts.sizeId, [...sizeIds]),
          isNotNull(stockAlerts.confirmedAt),
          isNull(stockAlerts.notifiedAt),
        ),
      )
      .returning({ sizeId: stockAlerts.sizeId, email: stockAlerts.email, language: stockAlerts.language });
    if (due.length === 0) return;
    const sizes = new Map((await alertSizes(tx, sizeIds)).map((s) => [s.sizeId, s]));
    // In one order whatever the database returned, so a message's place in the outbox is stable.
    due.sort((a, b) => a.sizeId.localeCompare(b.sizeId) || a.email.localeCompare(b.email));
    for (const alert of due) {
      const size = sizes.get(alert.sizeId);
      if (size) await recordBackMail(deps, tx, alert, size);
    }
  };
}
