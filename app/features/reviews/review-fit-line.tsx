import { useLingui } from '@lingui/react/macro';
import type { FitAnswer } from '#domain/fit-advice.ts';
import { FIT_NAMES } from './fit-names';

/** What a review said about the fit and the size bought, when it said either ("Fit: runs small · Size bought: M"). */
export function ReviewFitLine({ fit, size }: { fit: FitAnswer | null; size: string | null }) {
  const { t, i18n } = useLingui();
  if (!fit && !size) return null;
  const answer = fit ? i18n._(FIT_NAMES[fit].inSentence) : null;
  const parts = [answer ? t`Fit: ${answer}` : null, size ? t`Size bought: ${size}` : null].filter(Boolean);
  return (
    <p className="mt-1 text-xs text-neutral-600" data-testid="review-fit">
      {parts.join(' · ')}
    </p>
  );
}
