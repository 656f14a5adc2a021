import { faqAnswerText, faqItems, type FaqGroup } from './faq-content';

/**
 * schema.org FAQPage for the FAQs, from the same questions and answers the page shows.
 * React Router writes it into a <script type="application/ld+json"> with `<`, `>` and `&`
 * escaped; the page's script nonce does not apply to data blocks.
 */
export function faqJsonLd(groups: readonly FaqGroup[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqItems(groups).map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: faqAnswerText(item) },
    })),
  };
}
