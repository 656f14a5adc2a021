/**
 * The sliders' carousel (embla), started when a slider comes near the screen or the shopper
 * reaches it (a tap, a key, a focus): its code is not part of the home page's first load,
 * and a slider below the fold costs nothing until it is scrolled to. Until then the slider
 * is the server-rendered row, scrollable by focus like any overflowing box.
 */
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { lazyModule } from '#app/lib/lazy-validation.ts';

const loadEmbla = lazyModule(() => import('embla-carousel'));

/** How far below the screen a slider starts loading, so it is ready when it scrolls in. */
const NEAR_SCREEN = '300px';

/**
 * A ref for the carousel's viewport, and the carousel once it runs. The viewport is a ref
 * read by the effects, not state: a ref callback's state update is rendered at once, in one
 * piece, right after hydration, and it took the whole slider with its cards along.
 */
export function useCarousel(
  options: EmblaOptionsType,
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  const { loop, align, containScroll } = options;

  // The viewport is always rendered, so its ref is set when the effects run.
  useEffect(() => {
    const viewport = viewportRef.current!;
    if (wanted) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: NEAR_SCREEN,
    });
    observer.observe(viewport);
    // The region holds the buttons too: using them before the slider was seen starts it.
    const region = viewport.parentElement ?? viewport;
    for (const type of ['pointerdown', 'focusin'] as const) region.addEventListener(type, want, { once: true });
    return () => {
      observer.disconnect();
      for (const type of ['pointerdown', 'focusin'] as const) region.removeEventListener(type, want);
    };
  }, [wanted]);

  useEffect(() => {
    const viewport = viewportRef.current!;
    if (!wanted) return;
    let started: EmblaCarouselType | undefined;
    let gone = false;
    loadEmbla()
      .then(({ default: EmblaCarousel }) => {
        if (gone) return;
        started = EmblaCarousel(viewport, { loop, align, containScroll });
        setCarousel(started);
      })
      // Offline or a new deploy: the row still scrolls by focus, and the next visit tries again.
      .catch(() => {});
    return () => {
      gone = true;
      started?.destroy();
      setCarousel(undefined);
    };
  }, [wanted, loop, align, containScroll]);

  return [viewportRef, carousel];
}
