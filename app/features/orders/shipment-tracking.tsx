import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide';
import { useLanguage } from '#app/lib/local-links.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { orderDate } from './order-display';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';

/** The parcel's carrier and tracking link, and the delivery day once it has arrived (decision 0047). */
export function ShipmentTracking({
  order,
  className,
}: {
  order: Pick<ApiOrder, 'shipment' | 'deliveredAt'>;
  className?: string;
}) {
  const language = useLanguage();
  const { shipment, deliveredAt } = order;
  if (!shipment) return null;
  const carrier = shipment.carrierName;
  const trackingNumber = shipment.trackingNumber;
  const deliveredOn = deliveredAt ? orderDate(deliveredAt, language) : '';
  return (
    <p className={className}>
      <Trans>
        Shipped with {carrier} · Tracking number <span className="font-mono">{trackingNumber}</span>
      </Trans>{' '}
      ·{' '}
      <a
        href={shipment.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
      >
        <Trans>Track your parcel</Trans>
        <Icon node={ExternalLink} aria-hidden="true" className="size-3.5" />
        <span className="sr-only">
          {' '}
          <Trans>(opens the carrier’s site in a new tab)</Trans>
        </span>
      </a>
      {deliveredAt ? (
        <>
          {' '}
          ·{' '}
          <Trans>
            Delivered on <time dateTime={deliveredAt}>{deliveredOn}</time>
          </Trans>
        </>
      ) : null}
    </p>
  );
}
