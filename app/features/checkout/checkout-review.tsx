import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLanguage } from '#app/lib/local-links.tsx';
import type { Language } from '#domain/languages.ts';
import { countryName, regionName } from '#domain/countries.ts';
import { useDisplayMoney } from '#app/features/currency/index.ts';
import type { ShippingMethodOffer } from '#domain/shipping.ts';
import { METHOD_NAMES, useDeliveryText } from './delivery-text';
import { useDomainText } from '#app/features/i18n/index.ts';
import { readCountryLabel, type CheckoutData, type ShippingData } from './checkout-storage';
import { STEP_PATHS } from './use-checkout-guard';

/** The address as one line: "1 Chui Ave, Bishkek, 720001, Kyrgyzstan", the country in the page's language where known. */
export function addressLine(info: CheckoutData, language: Language, label = readCountryLabel()): string {
  const country = label?.language === language ? label.name : countryName(info.country);
  return [info.address, info.city, regionName(info.country, info.state), info.postalCode, country]
    .filter(Boolean)
    .join(', ');
}

function ReviewRow({
  label,
  value,
  change,
  changeLabel,
}: {
  label: string;
  value: string;
  change: string;
  changeLabel: string;
}) {
  return (
    <div className="grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-baseline gap-4 py-4 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">{value}</dd>
      <dd>
        <Link to={change} className="text-xs underline underline-offset-4 hover:text-muted" aria-label={changeLabel}>
          <Trans>Change</Trans>
        </Link>
      </dd>
    </div>
  );
}

/** What the earlier steps saved, each with a link back to change it. */
export function CheckoutReview({
  information,
  shipping,
  methods,
  currency,
}: {
  information: CheckoutData;
  shipping?: ShippingData | null;
  /** The destination zone's methods: the saved choice is shown as the zone offers it now. */
  methods?: readonly ShippingMethodOffer[];
  currency: string;
}) {
  const { t } = useLingui();
  const delivery = useDeliveryText();
  const say = useDomainText(METHOD_NAMES);
  const method = shipping ? methods?.find((m) => m.id === shipping.selectedShipping) : null;
  const money = useDisplayMoney(currency);
  const language = useLanguage();
  return (
    <dl className="divide-y divide-line border border-line px-5">
      <ReviewRow
        label={t`Contact`}
        value={`${information.email} · ${information.phone}`}
        change={STEP_PATHS.information}
        changeLabel={t`Change contact`}
      />
      <ReviewRow
        label={t`Ship to`}
        value={`${information.firstName} ${information.lastName}, ${addressLine(information, language)}`}
        change={STEP_PATHS.information}
        changeLabel={t`Change shipping address`}
      />
      {method ? (
        <ReviewRow
          label={t`Method`}
          value={`${say(method.name)} (${delivery.fromDays(method.minDays, method.maxDays)}) · ${money(method.priceCents)}`}
          change={STEP_PATHS.shipping}
          changeLabel={t`Change shipping method`}
        />
      ) : null}
    </dl>
  );
}
