import type { Route } from './+types/about-us';
import { Link } from 'react-router';
import { deliveryTimesText, StaticPage, STORE_FACTS, staticPageMeta } from '#app/features/content/index.ts';
import { countryName } from '#domain/countries.ts';
import { zoneDeliveries } from '#domain/shipping.ts';
import { STORE_NAME } from '#domain/store.ts';

/** The delivery times are the shipping zones' (decision 57). */
export async function loader({ context }: Route.LoaderArgs) {
  return { zones: zoneDeliveries(await context.services.shipping.offers(), countryName) };
}

export const meta = () =>
  staticPageMeta(
    '/about-us',
    `${STORE_NAME} is a fashion label from Kyrgyzstan: everyday clothing with clean lines and honest materials, shipped worldwide.`,
  );

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage
      title="About Us"
      eyebrow="Our Story"
      lead={`${STORE_NAME} is a fashion label from Kyrgyzstan, named after the Ala-Too mountains that frame our home.`}
    >
      <h2>Who we are</h2>
      <p>
        We design everyday clothing with clean lines, honest materials and colours that last beyond a single season.
        Every collection starts in Kyrgyzstan and travels from here to wardrobes around the world.
      </p>

      <h2>How we work</h2>
      <ul>
        <li>
          Orders are prepared within <strong>{STORE_FACTS.processingDays}</strong>.
        </li>
        <li>
          Delivery takes <strong>{deliveryTimesText(loaderData.zones)}</strong>, depending on the shipping method.
        </li>
        <li>
          Changed your mind? Return items within <strong>{STORE_FACTS.returnWindow}</strong> — we pay the return
          shipping.
        </li>
        <li>
          Questions get an answer within <strong>{STORE_FACTS.replyTime}</strong>.
        </li>
      </ul>

      <h2>Get in touch</h2>
      <p>
        Have a question about sizing, an order or a collaboration? <Link to="/contact-us">Contact us</Link> or browse
        the <Link to="/faqs">FAQs</Link>. Ready to look around? See <Link to="/products">all products</Link>.
      </p>
    </StaticPage>
  );
}
