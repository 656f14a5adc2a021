import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { absoluteReviewDate, relativeReviewDate } from '#domain/review-rules.ts';
import { formatLongDate } from '#domain/local-dates.ts';
import { useLanguage } from '#app/lib/local-links.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a review was written. The server render (and hydration, which must match it) shows
 * the calendar date in UTC; once the page is live the SPEC §9 relative text takes over,
 * computed with the reader's clock and time zone. The exact date stays in the tooltip.
 * English says both as domain/review-rules.ts writes them; Russian and Kyrgyz say the
 * same steps in their words, and the calendar date without the browser's locale data.
 */
export function ReviewDate({ createdAt }: { createdAt: string }) {
  const hydrated = useHydrated();
  const language = useLanguage();
  const { t } = useLingui();
  if (language === 'en') {
    const absolute = absoluteReviewDate(createdAt);
    return (
      <time dateTime={createdAt} title={absolute} className="text-xs text-muted">
        {hydrated ? relativeReviewDate(createdAt, new Date()) : absolute}
      </time>
    );
  }

  const when = new Date(createdAt);
  const absolute = Number.isNaN(when.getTime()) ? '' : formatLongDate(language, when);
  let shown = absolute;
  if (hydrated && absolute) {
    const elapsed = new Date().getTime() - when.getTime();
    const days = Math.floor(elapsed / DAY);
    if (elapsed < 5 * SECOND) shown = t`just now`;
    else if (elapsed < MINUTE) {
      const n = Math.floor(elapsed / SECOND);
      shown = t`${plural(n, { one: '# second ago', other: '# seconds ago' })}`;
    } else if (elapsed < HOUR) {
      const n = Math.floor(elapsed / MINUTE);
      shown = t`${plural(n, { one: '# minute ago', other: '# minutes ago' })}`;
    } else if (elapsed < DAY) {
      const n = Math.floor(elapsed / HOUR);
      shown = t`${plural(n, { one: '# hour ago', other: '# hours ago' })}`;
    } else if (days <= 6) {
      shown = t`${plural(days, { one: '# day ago', other: '# days ago' })}`;
    } else if (days <= 29) {
      const n = Math.floor(days / 7);
      shown = t`${plural(n, { one: '# week ago', other: '# weeks ago' })}`;
    }
  }
  return (
    <time dateTime={createdAt} title={absolute} className="text-xs text-muted">
      {shown}
    </time>
  );
}
