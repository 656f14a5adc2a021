import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, MapPin, Phone } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ReactNode } from 'react';
import { domainTexts, useDomainText } from '#app/features/i18n/index.ts';
import { STORE_CONTACT } from '#domain/store-contact.ts';

/** The shop's address, days and hours as domain/store-contact.ts writes them, in the page's language. */
const CONTACT_DETAIL_TEXTS = domainTexts([
  [STORE_CONTACT.addressLines[0], msg`Erkindik Boulevard 35`],
  [STORE_CONTACT.addressLines[1], msg`Bishkek 720040`],
  [STORE_CONTACT.addressLines[2], msg`Kyrgyzstan`],
  [STORE_CONTACT.hours[0].days, msg`Monday – Friday`],
  [STORE_CONTACT.hours[1].days, msg`Saturday`],
  [STORE_CONTACT.hours[2].days, msg`Sunday`],
  [STORE_CONTACT.hours[2].time, msg`Closed`],
  [STORE_CONTACT.timeZone, msg`Bishkek time (UTC+6)`],
]);

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div>
      <dt className="mb-1 flex items-center gap-3 text-xs font-medium uppercase tracking-[0.15em]">
        <span aria-hidden="true">{icon}</span>
        {title}
      </dt>
      <dd className="pl-8 text-sm leading-6 text-muted">{children}</dd>
    </div>
  );
}

const iconClass = 'size-5';

/** The store's address, e-mail, phone and opening hours; the e-mail is the STORE_EMAIL setting. */
export function ContactDetails({ storeEmail }: { storeEmail: string }) {
  const { t } = useLingui();
  const say = useDomainText(CONTACT_DETAIL_TEXTS);
  const timeZone = say(STORE_CONTACT.timeZone);
  return (
    <dl className="space-y-6">
      <Detail icon={<Icon node={MapPin} className={iconClass} strokeWidth={1.5} />} title={t`Visit us`}>
        <address className="not-italic">
          {STORE_CONTACT.addressLines.map((line) => (
            <span key={line} className="block">
              {say(line)}
            </span>
          ))}
        </address>
      </Detail>
      <Detail icon={<Icon node={Mail} className={iconClass} strokeWidth={1.5} />} title={t`Email`}>
        <a href={`mailto:${storeEmail}`} className="text-ink underline underline-offset-4 hover:no-underline">
          {storeEmail}
        </a>
      </Detail>
      <Detail icon={<Icon node={Phone} className={iconClass} strokeWidth={1.5} />} title={t`Phone`}>
        <a href={`tel:${STORE_CONTACT.phone.tel}`} className="text-ink underline underline-offset-4 hover:no-underline">
          {STORE_CONTACT.phone.display}
        </a>
      </Detail>
      <Detail icon={<Icon node={Clock} className={iconClass} strokeWidth={1.5} />} title={t`Opening hours`}>
        <table className="text-sm">
          <caption className="sr-only">
            <Trans>Opening hours, {timeZone}</Trans>
          </caption>
          <tbody>
            {STORE_CONTACT.hours.map(({ days, time }) => (
              <tr key={days}>
                <th scope="row" className="pr-4 text-left font-normal">
                  {say(days)}
                </th>
                <td className="text-ink">{say(time)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <span className="mt-1 block text-xs">{timeZone}</span>
      </Detail>
    </dl>
  );
}
