/**
 * Back-in-stock alerts (decision 64): a shopper asks to be e-mailed when a size sold out in
 * a colour is back. A guest's address is confirmed first by an e-mailed link; a signed-in
 * shopper's own address (confirmed when the account was made) starts at once. One waiting
 * alert per address and size; rate limited per client and per address, like the contact form.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { MostWantedSizesAnswer, StockAlertDemandAnswer } from '#domain/api-answer-schemas.ts';
import {
  STOCK_ALERT_EMAIL_LIMIT,
  STOCK_ALERT_IP_LIMIT,
  STOCK_ALERT_TEXT,
  type StockAlertOutcome,
} from '#domain/stock-alert-rules.ts';
import type { StockAlertInput } from '#domain/stock-alerts.ts';
import { isEntityId } from '#domain/input-rules.ts';
import type { TokenSigner } from '#server/auth/tokens.ts';
import type { Db } from '#server/db/client.ts';
import { stockAlerts } from '#server/db/schema.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import type { MailQueue } from '#server/mail/outbox.ts';
import {
  alertSizes,
  lockAlertSize,
  lockAlertSizeById,
  productAlertSizes,
  productExists,
} from '#server/services/catalog/index.ts';
import { ServiceError } from '#server/services/errors.ts';
import {
  CONFIRM_PURPOSE,
  recordBackMail,
  recordConfirmMail,
  UNSUBSCRIBE_PURPOSE,
  type AlertMailDeps,
} from './alert-mail';
import { createRestockNotifier } from './restock';

export interface StockAlertServiceDeps {
  db: Db;
  mail: MailQueue;
  signer: TokenSigner;
  publicUrl: string;
  rateLimiter: RateLimiter;
  now?: () => Date;
}

/** How many sold-out sizes the dashboard lists. */
export const MOST_WANTED_LIMIT = 5;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** What a confirmation link did: started the alert, found the size already back (its e-mail is on its way), or nothing. */
export type ConfirmOutcome = 'confirmed' | 'back' | 'invalid';

export function createStockAlertService({
  db,
  mail,
  signer,
  publicUrl,
  rateLimiter,
  now = () => new Date(),
}: StockAlertServiceDeps) {
  const mailDeps: AlertMailDeps = { mail, signer, publicUrl, now };
  const active = and(isNotNull(stockAlerts.confirmedAt), isNull(stockAlerts.notifiedAt));

  async function limit(key: string, rule: { limit: number; windowMs: number }) {
    const hit = await rateLimiter.hit(key, rule.limit, rule.windowMs);
    if (!hit.allowed) throw new ServiceError('rate_limited', STOCK_ALERT_TEXT.tooMany, hit.retryAfterSeconds);
  }

  /** Active alerts per size among `sizeIds`. */
  async function waitingBySize(sizeIds: readonly string[]): Promise<Map<string, number>> {
    if (sizeIds.length === 0) return new Map();
    const rows = await db
      .select({ sizeId: stockAlerts.sizeId, waiting: count() })
      .from(stockAlerts)
      .where(and(inArray(stockAlerts.sizeId, [...sizeIds]), active))
      .groupBy(stockAlerts.sizeId);
    return new Map(rows.map((r) => [r.sizeId, Number(r.waiting)]));
  }

  return {
    /**
     * Counts one request from `client` (its address) against the limit, before the body is
     * read, so a flood of posts is turned away at the door.
     */
    admit: (client: string) => limit(`stock-alert:${client}`, STOCK_ALERT_IP_LIMIT),

    /**
     * Asks for an alert. `signedInEmail`: the caller's own address when signed in; when it is
     * the address asked for, the alert needs no confirmation.
     */
    async request(input: StockAlertInput, signedInEmail: string | null): Promise<StockAlertOutcome> {
      const email = normalizeEmail(input.email);
      await limit(`stock-alert-email:${email}`, STOCK_ALERT_EMAIL_LIMIT);
      // A filled honeypot is answered like a guest's request, and nothing is kept or sent.
      if (input.website && input.website.trim() !== '') return 'confirm_sent';
      const trusted = signedInEmail !== null && normalizeEmail(signedInEmail) === email;
      const outcome = await db.transaction(async (tx): Promise<StockAlertOutcome> => {
        const size = await lockAlertSize(tx, input);
        if (!size) throw new ServiceError('not_found', STOCK_ALERT_TEXT.sizeNotFound);
        if (size.stock > 0) throw new ServiceError('conflict', STOCK_ALERT_TEXT.inStock);
        const [inserted] = await tx
          .insert(stockAlerts)
          .values({ sizeId: size.sizeId, email, language: input.language, confirmedAt: trusted ? now() : null })
          .onConflictDoNothing()
          .returning({ id: stockAlerts.id });
        if (inserted) {
          if (!trusted)
            await recordConfirmMail(mailDeps, tx, { id: inserted.id, email, language: input.language }, size);
          return trusted ? 'active' : 'confirm_sent';
        }
        // Already asked for: no second alert. A waiting guest's link is sent again (within the address's limit).
        const [alert] = await tx
          .select()
          .from(stockAlerts)
          .where(and(eq(stockAlerts.sizeId, size.sizeId), eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt)))
          .for('update');
        if (!alert) throw new Error('A waiting alert refused the insert but is not there.');
        if (alert.confirmedAt) return 'already_active';
        if (trusted) {
          await tx.update(stockAlerts).set({ confirmedAt: now() }).where(eq(stockAlerts.id, alert.id));
          return 'active';
        }
        await recordConfirmMail(mailDeps, tx, { id: alert.id, email, language: input.language }, size);
        return 'already_pending';
      });
      mail.written();
      return outcome;
    },

    /** Opens a guest's confirmation link: the alert is active from now on (once; a second open changes nothing). */
    async confirm(token: string): Promise<ConfirmOutcome> {
      const id = await signer.verifyLink(CONFIRM_PURPOSE, token);
      if (!id) return 'invalid';
      const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
        const [alert] = await tx.select().from(stockAlerts).where(eq(stockAlerts.id, id));
        if (!alert) return 'invalid';
        if (alert.notifiedAt) return 'back';
        if (alert.confirmedAt) return 'confirmed';
        const size = await lockAlertSizeById(tx, alert.sizeId);
        if (!size) return 'invalid';
        // The size came back between the request and this click: its e-mail goes now, and the alert is done.
        const [opened] = await tx
          .update(stockAlerts)
          .set({ confirmedAt: now(), ...(size.stock > 0 ? { notifiedAt: now() } : {}) })
          .where(and(eq(stockAlerts.id, id), isNull(stockAlerts.confirmedAt)))
          .returning();
        if (!opened) return 'confirmed';
        if (size.stock <= 0) return 'confirmed';
        await recordBackMail(mailDeps, tx, opened, size);
        return 'back';
      });
      if (outcome === 'back') mail.written();
      return outcome;
    },

    /** The link of an alert's e-mail: every alert still waiting at that address ends. False for a token that is not one. */
    async unsubscribe(token: string): Promise<boolean> {
      const email = await signer.verifyLink(UNSUBSCRIBE_PURPOSE, token);
      if (!email) return false;
      await db.delete(stockAlerts).where(and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt)));
      return true;
    },

    /** The back office's product editor: each of the product's sizes someone is waiting for, with how many. */
    async demandFor(productId: string): Promise<StockAlertDemandAnswer> {
      const sizes = await productAlertSizes(db, productId);
      if (sizes.length === 0 && !(await productExistsSafe(db, productId)))
        throw new ServiceError('not_found', 'Product not found.');
      const waiting = await waitingBySize(sizes.map((s) => s.sizeId));
      return {
        sizes: sizes
          .filter((s) => (waiting.get(s.sizeId) ?? 0) > 0)
          .map((s) => ({ color: s.color, size: s.size, stock: s.stock, waiting: waiting.get(s.sizeId)! })),
      };
    },

    /** The dashboard: the sold-out sizes with the most people waiting. */
    async mostWanted(limitTo = MOST_WANTED_LIMIT): Promise<MostWantedSizesAnswer> {
      const rows = await db
        .select({ sizeId: stockAlerts.sizeId, waiting: count() })
        .from(stockAlerts)
        .where(active)
        .groupBy(stockAlerts.sizeId)
        .orderBy(desc(count()), stockAlerts.sizeId)
        // A size back in stock has no active alert (its restock notified them), so few are skipped.
        .limit(limitTo * 4);
      const sizes = new Map(
        (
          await alertSizes(
            db,
            rows.map((r) => r.sizeId),
          )
        ).map((s) => [s.sizeId, s]),
      );
      return {
        sizes: rows
          .flatMap((r) => {
            const s = sizes.get(r.sizeId);
            return s && s.stock <= 0
              ? [
                  {
                    productId: s.productId,
                    productName: s.name,
                    color: s.color,
                    size: s.size,
                    stock: s.stock,
                    waiting: Number(r.waiting),
                  },
                ]
              : [];
          })
          .slice(0, limitTo),
      };
    },

    /** Given to the catalogue's stock changes: writes the alerts' e-mails in the restock's transaction. */
    onRestock: createRestockNotifier(mailDeps),
  };
}

async function productExistsSafe(db: Db, productId: string): Promise<boolean> {
  return isEntityId(productId) && (await productExists(db, productId));
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
