import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDomainText } from '#app/features/i18n/index.ts';
import { REVIEW_TEXTS } from './review-texts';
import { REVIEW_TEXT } from '#domain/review-rules.ts';
import type { TranslatableLanguage } from '#domain/review-greetings.ts';
import { notify } from '#app/features/toast/index.ts';
import { translateComment } from './reviews-api';

const LANGUAGE_NAMES = { es: msg`Spanish`, fr: msg`French`, hi: msg`Hindi` } as const satisfies Record<
  TranslatableLanguage,
  unknown
>;

export interface CommentTranslation {
  shown: 'original' | 'translated';
  text: string | null;
  language: TranslatableLanguage | null;
  loading: boolean;
  toggle: () => void;
}

/**
 * Original → translated → original (SPEC §4). The translation is asked for once and kept;
 * only the provider's real answer is ever shown, and a failure says so (SPEC §8).
 */
export function useTranslation(comment: string): CommentTranslation {
  const [shown, setShown] = useState<'original' | 'translated'>('original');
  const [result, setResult] = useState<{ text: string; language: TranslatableLanguage } | null>(null);
  const [loading, setLoading] = useState(false);
  const say = useDomainText(REVIEW_TEXTS);

  async function toggle() {
    if (loading) return;
    if (shown === 'translated') return setShown('original');
    if (result) return setShown('translated');
    setLoading(true);
    try {
      setResult(await translateComment(comment));
      setShown('translated');
    } catch {
      notify.error(say(REVIEW_TEXT.translateFailed));
    } finally {
      setLoading(false);
    }
  }

  return { shown, text: result?.text ?? null, language: result?.language ?? null, loading, toggle };
}

export function TranslateToggle({ translation }: { translation: CommentTranslation }) {
  const { shown, language, loading, toggle } = translation;
  const { t } = useLingui();
  const from = language ? t(LANGUAGE_NAMES[language]) : '';
  return (
    <p className="mt-2 flex items-center gap-3 text-xs text-muted">
      <button
        type="button"
        onClick={toggle}
        disabled={loading}
        aria-pressed={shown === 'translated'}
        className="underline underline-offset-4 hover:text-ink disabled:opacity-60"
      >
        {loading ? t`Translating...` : shown === 'translated' ? t`Show original` : t`Translate`}
      </button>
      {shown === 'translated' && language ? (
        <span>
          <Trans>Translated from {from}</Trans>
        </span>
      ) : null}
    </p>
  );
}
