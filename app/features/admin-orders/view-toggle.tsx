import { List, Table2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { cx } from '#app/components/ui/cx.ts';
import type { OrdersView } from './orders-view';

const CHOICES = [
  { view: 'list', label: 'List', icon: List },
  { view: 'table', label: 'Table', icon: Table2 },
] as const;

/** List or compact table: two toggle buttons of fixed size, so choosing moves nothing around them. */
export function ViewToggle({ view, onChange }: { view: OrdersView; onChange: (view: OrdersView) => void }) {
  return (
    <div role="group" aria-label="Orders view" className="inline-flex border border-neutral-300">
      {CHOICES.map(({ view: choice, label, icon }) => (
        <button
          key={choice}
          type="button"
          aria-pressed={view === choice}
          onClick={() => onChange(choice)}
          className={cx(
            'inline-flex h-10 w-24 items-center justify-center gap-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
            view === choice ? 'bg-ink text-white' : 'bg-white text-neutral-700 hover:bg-neutral-100',
          )}
        >
          <Icon node={icon} aria-hidden="true" className="size-3.5" />
          {label}
        </button>
      ))}
    </div>
  );
}
