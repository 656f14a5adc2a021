import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { STORE_NAME } from '#domain/store.ts';
import { StaticIsland } from '#app/lib/static-island.tsx';
import atelierUrl from './images/approach-atelier.svg';
import fabricsUrl from './images/approach-fabrics.svg';
import originsUrl from './images/approach-origins.svg';
import sketchUrl from './images/approach-sketch.svg';

const IMAGES = [
  { src: sketchUrl, alt: msg`A fashion sketch of a long dress on paper, with a pencil and four colour swatches` },
  {
    src: fabricsUrl,
    alt: msg`Fabric swatches fanned out: green check, natural linen, terracotta dots, navy stripes and black`,
  },
  { src: atelierUrl, alt: msg`A tailor’s dress form with a measuring tape and pins` },
  { src: originsUrl, alt: msg`The snow-capped Ala-Too mountains at sunset above green pastures and a yurt` },
] as const;

const NO_DEPS: readonly unknown[] = [];

/** SPEC §2: the static 'OUR APPROACH TO FASHION DESIGN' text with four images; never hydrated. */
export function ApproachSection() {
  return (
    <StaticIsland deps={NO_DEPS}>
      <ApproachContent />
    </StaticIsland>
  );
}

function ApproachContent() {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="approach-title"
      className="render-when-near py-16 [--near-height:59rem] lg:py-24 lg:[--near-height:54rem]"
    >
      <PageContainer>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="approach-title" className="text-xl font-semibold tracking-[0.12em] lg:text-2xl">
            <Trans>OUR APPROACH TO FASHION DESIGN</Trans>
          </h2>
          <p className="mt-5 text-sm leading-7 text-neutral-600 lg:text-base lg:leading-8">
            <Trans>
              At {STORE_NAME} we believe clothes should be made to be lived in. Every piece starts as a sketch in our
              studio at the foot of the Ala-Too range, is cut from fabrics we choose by hand for how they feel and how
              they last, and is fitted on real bodies before it reaches you. We make fewer, better things: clean lines,
              honest materials and colours taken from the mountains around us.
            </Trans>
          </p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-3 lg:mt-14 lg:grid-cols-4 lg:gap-6">
          {IMAGES.map((image, index) => (
            <li key={image.src} className={index % 2 === 1 ? 'lg:mt-12' : undefined}>
              <img
                src={image.src}
                alt={t(image.alt)}
                width={400}
                height={500}
                loading="lazy"
                decoding="async"
                className="aspect-[4/5] w-full"
              />
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
