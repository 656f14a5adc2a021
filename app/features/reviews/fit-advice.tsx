import { Plural, useLingui } from '@lingui/react/macro';
import type { FitAdviceView, FitHint } from '#domain/fit-advice.ts';
import { writePercent } from '#domain/local-percent.ts';
import { useLanguage } from '#app/lib/local-links.tsx';
import { FIT_NAMES } from './fit-names';

/**
 * What shoppers say about the fit, beside the size picker (decision 65): the leading answer
 * with its share and the number of answers, and — once a size is chosen — a hint drawn from
 * that size's answers when there are enough, else from the product's. Rendered on the server
 * with the page and part of its first load, so it is plain text: the loader applies the rule
 * (`fitAdviceView`) and a chosen size only looks its hint up. Nothing shows for a product no
 * review has answered for.
 */
export function FitAdvice({ advice, size }: { advice: FitAdviceView; size: string | null }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const majority = advice.majority;
  if (!majority) return null;
  const total = majority.total;
  const percent = writePercent(language, majority.percent);
  const answer = majority.answer ? i18n._(FIT_NAMES[majority.answer].inSentence) : null;
  return (
    <div className="mt-6 border-l-2 border-line pl-4 text-sm" data-testid="fit-advice">
      <p className="text-neutral-700" data-testid="fit-summary">
        {answer ? (
          <Plural
            value={total}
            one={`Most shoppers say: ${answer} (${percent} of #)`}
            other={`Most shoppers say: ${answer} (${percent} of #)`}
          />
        ) : (
          <Plural
            value={total}
            one="Shoppers are divided on the fit (# answer)."
            other="Shoppers are divided on the fit (# answers)."
          />
        )}
      </p>
      {/* A line kept for the hint, so choosing a size moves nothing below; read out as it changes. */}
      <p className="mt-1 min-h-5 font-medium text-ink" aria-live="polite" data-testid="fit-hint">
        <HintText hint={size === null ? null : (advice.hints[size] ?? null)} />
      </p>
    </div>
  );
}

function HintText({ hint }: { hint: FitHint | null }) {
  const { t } = useLingui();
  if (!hint) return null;
  const size = hint.size;
  if (size === null) {
    if (hint.answer === 'runs_small') return t`Runs small: consider a size up.`;
    if (hint.answer === 'runs_large') return t`Runs large: consider a size down.`;
    return t`True to size: take your usual size.`;
  }
  if (hint.answer === 'runs_small') return t`Size ${size} runs small: consider a size up.`;
  if (hint.answer === 'runs_large') return t`Size ${size} runs large: consider a size down.`;
  return t`Size ${size} is true to size: take your usual size.`;
}
