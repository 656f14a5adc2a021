import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import type { SizeGuideKind } from './size-guide-dialog';

const SizeGuideDialog = lazy(() => import('./size-guide-dialog'));

const linkButton =
  'text-xs font-medium uppercase tracking-[0.15em] underline underline-offset-4 hover:text-neutral-600 disabled:opacity-50';

/** SPEC §2 'FIND YOUR SIZE' and 'MEASUREMENT GUIDE': each opens the size guide in a dialog. */
export function SizeGuideButtons({ sizes }: { sizes: readonly string[] }) {
  const [open, setOpen] = useState<SizeGuideKind | null>(null);
  const triggers = useRef<Partial<Record<SizeGuideKind, HTMLButtonElement | null>>>({});

  const close = () => {
    const trigger = open ? triggers.current[open] : null;
    setOpen(null);
    trigger?.focus();
  };

  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      <button
        type="button"
        ref={(element) => {
          triggers.current.find = element;
        }}
        aria-haspopup="dialog"
        onClick={() => setOpen('find')}
        className={linkButton}
      >
        <Trans>FIND YOUR SIZE</Trans>
      </button>
      <button
        type="button"
        ref={(element) => {
          triggers.current.measure = element;
        }}
        aria-haspopup="dialog"
        onClick={() => setOpen('measure')}
        className={linkButton}
      >
        <Trans>MEASUREMENT GUIDE</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SizeGuideDialog kind={open} sizes={sizes} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
