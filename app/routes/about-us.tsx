import { Link } from 'react-router';
import { StaticPage, STORE_FACTS, staticPageMeta } from '#app/features/content/index.ts';
import { STORE_NAME } from '#domain/store.ts';

export const meta = () =>
  staticPageMeta(
    '/about-us',
    `${STORE_NAME} is a fashion label from Kyrgyzstan: everyday clothing with clean lines and honest materials, shipped worldwide.`,
  );

export default function AboutUs() {
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
          Delivery takes <strong>{STORE_FACTS.deliveryKyrgyzstan}</strong> within Kyrgyzstan and{' '}
          <strong>{STORE_FACTS.deliveryWorldwide}</strong> to the rest of the world.
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
