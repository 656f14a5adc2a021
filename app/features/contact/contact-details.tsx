import { Clock, Mail, MapPin, Phone } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ReactNode } from 'react';
import { STORE_CONTACT } from '#domain/store-contact.ts';

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
  return (
    <dl className="space-y-6">
      <Detail icon={<Icon node={MapPin} className={iconClass} strokeWidth={1.5} />} title="Visit us">
        <address className="not-italic">
          {STORE_CONTACT.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Detail>
      <Detail icon={<Icon node={Mail} className={iconClass} strokeWidth={1.5} />} title="Email">
        <a href={`mailto:${storeEmail}`} className="text-ink underline underline-offset-4 hover:no-underline">
          {storeEmail}
        </a>
      </Detail>
      <Detail icon={<Icon node={Phone} className={iconClass} strokeWidth={1.5} />} title="Phone">
        <a href={`tel:${STORE_CONTACT.phone.tel}`} className="text-ink underline underline-offset-4 hover:no-underline">
          {STORE_CONTACT.phone.display}
        </a>
      </Detail>
      <Detail icon={<Icon node={Clock} className={iconClass} strokeWidth={1.5} />} title="Opening hours">
        <table className="text-sm">
          <caption className="sr-only">Opening hours, {STORE_CONTACT.timeZone}</caption>
          <tbody>
            {STORE_CONTACT.hours.map(({ days, time }) => (
              <tr key={days}>
                <th scope="row" className="pr-4 text-left font-normal">
                  {days}
                </th>
                <td className="text-ink">{time}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <span className="mt-1 block text-xs">{STORE_CONTACT.timeZone}</span>
      </Detail>
    </dl>
  );
}
