/**
 * The alert's e-mails written with their cause (decision 64): the guest's confirmation, and
 * the one "back in stock" e-mail, both in the alert's language, with links to the storefront.
 */
import type { Language } from '#domain/languages.ts';
import { pathInLanguage } from '#domain/languages.ts';
import {
  STOCK_ALERT_CONFIRM_DAYS,
  STOCK_ALERT_CONFIRM_PATH,
  STOCK_ALERT_UNSUBSCRIBE_PATH,
} from '#domain/stock-alert-rules.ts';
import type { TokenSigner } from '#server/auth/tokens.ts';
import type { DbOrTx, MailQueue } from '#server/mail/outbox.ts';
import { stockAlertBackEmail, stockAlertConfirmEmail } from '#server/mail/stock-alert-templates.ts';
import { colorIn } from '#server/mail/texts/by-language.ts';
import type { AlertSize } from '#server/services/catalog/index.ts';

/** The purposes of the links' tokens: one never opens the other. */
export const CONFIRM_PURPOSE = 'stock-alert-confirm';
export const UNSUBSCRIBE_PURPOSE = 'stock-alert-unsubscribe';

export interface AlertMailDeps {
  mail: MailQueue;
  signer: TokenSigner;
  /** Origin for the e-mails' links. */
  publicUrl: string;
  now: () => Date;
}

/** The item as the alert's language names it: the product's translated name when it has one, the colour as the storefront says it. */
function itemIn(language: Language, size: AlertSize) {
  const translated = language === 'ru' ? size.nameRu : language === 'ky' ? size.nameKy : null;
  return { product: translated ?? size.name, color: colorIn(language, size.color), size: size.size };
}

/** The product page with the colour and size chosen, in the alert's language. */
export function productLink(publicUrl: string, language: Language, size: AlertSize): string {
  const query = new URLSearchParams({ color: size.color, size: size.size });
  return `${publicUrl}${pathInLanguage(language, `/products/${encodeURIComponent(size.productId)}`)}?${query}`;
}

export async function recordConfirmMail(
  deps: AlertMailDeps,
  tx: DbOrTx,
  alert: { id: string; email: string; language: Language },
  size: AlertSize,
): Promise<void> {
  const expires = new Date(deps.now().getTime() + STOCK_ALERT_CONFIRM_DAYS * 24 * 60 * 60_000);
  const token = await deps.signer.signLink(CONFIRM_PURPOSE, alert.id, expires);
  const link = `${deps.publicUrl}${pathInLanguage(alert.language, STOCK_ALERT_CONFIRM_PATH)}?token=${token}`;
  await deps.mail.record(tx, {
    kind: 'stock_alert_confirm',
    ...stockAlertConfirmEmail(
      alert.language,
      alert.email,
      itemIn(alert.language, size),
      link,
      STOCK_ALERT_CONFIRM_DAYS,
    ),
  });
}

export async function recordBackMail(
  deps: AlertMailDeps,
  tx: DbOrTx,
  alert: { email: string; language: Language },
  size: AlertSize,
): Promise<void> {
  const token = await deps.signer.signLink(UNSUBSCRIBE_PURPOSE, alert.email);
  await deps.mail.record(tx, {
    kind: 'stock_alert_back',
    ...stockAlertBackEmail(alert.language, alert.email, itemIn(alert.language, size), {
      product: productLink(deps.publicUrl, alert.language, size),
      unsubscribe: `${deps.publicUrl}${pathInLanguage(alert.language, STOCK_ALERT_UNSUBSCRIBE_PATH)}?token=${token}`,
    }),
  });
}
