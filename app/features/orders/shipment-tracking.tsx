import { ExternalLink } from 'lucide';
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
  const { shipment, deliveredAt } = order;
  if (!shipment) return null;
  return (
    <p className={className}>
      Shipped with {shipment.carrierName} · Tracking number <span className="font-mono">{shipment.trackingNumber}</span>{' '}
      ·{' '}
      <a
        href={shipment.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
      >
        Track your parcel
        <Icon node={ExternalLink} aria-hidden="true" className="size-3.5" />
        <span className="sr-only"> (opens the carrier’s site in a new tab)</span>
      </a>
      {deliveredAt ? (
        <>
          {' '}
          · Delivered on <time dateTime={deliveredAt}>{orderDate(deliveredAt)}</time>
        </>
      ) : null}
    </p>
  );
}
