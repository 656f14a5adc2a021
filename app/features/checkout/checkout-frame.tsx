import type { MessageDescriptor } from '#app/lib/i18n-runtime.tsx';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { ReactNode } from 'react';
import { Link } from '#app/lib/local-links.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { type CheckoutStep, STEP_PATHS } from './use-checkout-guard';

const STEPS: { step: CheckoutStep; label: MessageDescriptor }[] = [
  { step: 'information', label: msg`Information` },
  { step: 'shipping', label: msg`Shipping` },
  { step: 'payment', label: msg`Payment` },
];

/** INFORMATION › SHIPPING › PAYMENT (SPEC §2); finished steps link back, the current one is marked. */
function StepList({ current }: { current: CheckoutStep }) {
  const { t } = useLingui();
  const currentIndex = STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs uppercase tracking-[0.2em]">
        {STEPS.map(({ step, label }, index) => {
          const done = index < currentIndex;
          return (
            <li key={step} className="flex items-center gap-3">
              {index > 0 ? (
                <span aria-hidden="true" className="text-neutral-400">
                  ›
                </span>
              ) : null}
              {done ? (
                <Link
                  to={STEP_PATHS[step]}
                  className="inline-flex items-center gap-1 text-muted underline-offset-4 hover:text-ink hover:underline"
                >
                  <Icon node={Check} aria-hidden="true" className="size-3.5" strokeWidth={2} />
                  {t(label)}
                </Link>
              ) : (
                <span
                  aria-current={index === currentIndex ? 'step' : undefined}
                  className={cx(index === currentIndex ? 'font-semibold text-ink' : 'text-neutral-500')}
                >
                  {t(label)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A checkout step's page: heading, step list, the step's content and the order summary beside it. */
export function CheckoutFrame({
  step,
  title,
  summary,
  children,
}: {
  step: CheckoutStep;
  title: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer className="py-8 lg:py-12">
      <p className="mb-3 text-xs uppercase tracking-[0.25em] text-muted">
        <Trans>Checkout</Trans>
      </p>
      <h1 className="text-3xl font-semibold uppercase tracking-[0.08em] lg:text-4xl">{title}</h1>
      <div className="mt-5 border-b border-line pb-5">
        <StepList current={step} />
      </div>
      <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-12">
        <div className="min-w-0">{children}</div>
        {/* On a phone the summary follows the form: filling it in is the task. */}
        <aside>{summary}</aside>
      </div>
    </PageContainer>
  );
}

/**
 * What a step shows before the stored cart and checkout data are read. It keeps a screen's
 * height: on a phone the summary follows the step, and below a shorter skeleton it was in
 * view, then pushed out of it by the form (a layout shift of 0.17 on /checkout).
 */
export function StepSkeleton() {
  const { t } = useLingui();
  return (
    // A status region saying so in words: an aria-label is not allowed on a plain div.
    <div role="status" aria-busy="true" className="min-h-svh space-y-4">
      <span className="sr-only">{t`Loading checkout`}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-12 animate-pulse bg-neutral-100" />
      ))}
    </div>
  );
}
