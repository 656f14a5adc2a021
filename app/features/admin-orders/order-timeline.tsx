import { StickyNote } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { orderDateTime } from './order-display';
import { ORDER_PAGE_TEXT } from './order-page-text';
import type { TimelineEntry } from '#domain/api-answer-schemas.ts';

function actorText(actor: TimelineEntry['actor']): string {
  const who = ORDER_PAGE_TEXT.actor[actor.type];
  return actor.name ? `${who}: ${actor.name}` : who;
}

/** What happened to the order, oldest first, each with its time and who did it. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-muted">{ORDER_PAGE_TEXT.timelineEmpty}</p>;
  return (
    <ol aria-label="Order timeline" className="grid gap-3 border-l border-line pl-4">
      {entries.map((entry, i) => (
        <li
          key={`${entry.at}-${i}`}
          data-testid="timeline-entry"
          data-kind={entry.kind}
          className={entry.kind === 'note' ? 'bg-amber-50 px-3 py-2' : undefined}
        >
          <p className={entry.kind === 'note' ? 'whitespace-pre-line break-words' : 'break-words'}>
            {entry.kind === 'note' ? (
              <Icon node={StickyNote} aria-label="Note" className="mr-1.5 inline size-3.5 align-[-2px]" />
            ) : null}
            {entry.text}
          </p>
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={entry.at}>{orderDateTime(entry.at)}</time> · {actorText(entry.actor)}
          </p>
        </li>
      ))}
    </ol>
  );
}
