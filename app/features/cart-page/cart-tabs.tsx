import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cx } from '#app/components/ui/cx.ts';

export type CartTab = 'cart' | 'favorites';
const TABS: readonly CartTab[] = ['cart', 'favorites'];

export const tabId = (tab: CartTab) => `cart-tab-${tab}`;
export const panelId = (tab: CartTab) => `cart-panel-${tab}`;

/**
 * The SPEC's Cart / Favorites tabs (WAI-ARIA tabs: arrow keys, Home and End move between
 * them; only the selected tab is in the Tab order).
 */
export function CartTabs({
  selected,
  labels,
  onSelect,
}: {
  selected: CartTab;
  labels: Record<CartTab, ReactNode>;
  onSelect: (tab: CartTab) => void;
}) {
  const { t } = useLingui();
  const buttons = useRef(new Map<CartTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t`Cart and favorites`}
      onKeyDown={onKeyDown}
      className="flex gap-8 border-b border-line"
    >
      {TABS.map((tab) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            ref={(node) => {
              if (node) buttons.current.set(tab, node);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={active}
            aria-controls={panelId(tab)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={cx(
              '-mb-px border-b-2 py-3 text-xs font-medium uppercase tracking-[0.2em] transition-colors',
              active ? 'border-ink text-ink' : 'border-transparent text-neutral-600 hover:text-ink',
            )}
          >
            {labels[tab]}
          </button>
        );
      })}
    </div>
  );
}
