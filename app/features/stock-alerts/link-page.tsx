/**
 * The pages an alert's e-mailed links open (decision 64): the guest's confirmation, and the
 * unsubscribe. Their loaders do the work (the link itself is the request) and this says what
 * happened, in the page's language; no sign-in needed.
 */
import { Trans } from '@lingui/react/macro';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { buttonStyles } from '#app/components/ui/button.tsx';
import { useDomainText } from '#app/features/i18n/index.ts';
import { Link } from '#app/lib/local-links.tsx';
import { STOCK_ALERT_TEXTS } from './stock-alert-texts';

export type StockAlertLinkOutcome = 'confirmed' | 'back' | 'unsubscribed' | 'invalid-confirm' | 'invalid-unsubscribe';

export function StockAlertLinkPage({ outcome, message }: { outcome: StockAlertLinkOutcome; message: string }) {
  const say = useDomainText(STOCK_ALERT_TEXTS);
  const failed = outcome.startsWith('invalid');
  return (
    <PageContainer className="py-16 lg:py-24">
      <div className="mx-auto max-w-xl space-y-6 text-center">
        <h1 className="text-2xl font-semibold uppercase tracking-[0.15em]">
          {outcome === 'unsubscribed' || outcome === 'invalid-unsubscribe' ? (
            <Trans>Back-in-stock alerts</Trans>
          ) : (
            <Trans>Back-in-stock alert</Trans>
          )}
        </h1>
        <p role={failed ? 'alert' : 'status'} className={failed ? 'text-sale' : undefined}>
          {outcome === 'back' ? (
            <Trans>Good news: this size is back in stock. We have just e-mailed you its link.</Trans>
          ) : (
            say(message)
          )}
        </p>
        <Link to="/products" className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
    </PageContainer>
  );
}
