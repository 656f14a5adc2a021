import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useId, useRef } from 'react';
import { cx } from '#app/components/ui/cx.ts';
import { NavLink } from '#app/lib/local-links.tsx';
import { NAV_LINKS } from './nav-links';

/**
 * The phone menu (opened by `SiteMenuButton`): a modal <dialog> sliding from the left, so
 * the browser keeps focus inside it, Escape closes it and the page behind is inert; focus
 * returns to the button. A link followed closes it (the button binds it to the page).
 */
export default function SiteMenu({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useLingui();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the dialog element itself is a click on the backdrop beside the panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-0 h-dvh max-h-none w-[min(100vw-3rem,20rem)] bg-white p-0 text-ink backdrop:bg-black/40"
    >
      <div className="flex h-16 items-center justify-between border-b border-line px-4">
        <h2 id={titleId} className="text-xs font-semibold uppercase tracking-[0.2em]">
          <Trans>Menu</Trans>
        </h2>
        <button
          type="button"
          aria-label={t`Close menu`}
          onClick={() => ref.current?.close()}
          className="-mr-2 inline-flex size-11 items-center justify-center hover:opacity-60"
        >
          <Icon node={X} aria-hidden="true" className="size-5" strokeWidth={1.5} />
        </button>
      </div>
      <nav aria-labelledby={titleId}>
        <ul className="px-4 py-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  cx(
                    'flex min-h-12 items-center text-sm font-medium uppercase tracking-[0.2em]',
                    isActive ? 'text-ink underline underline-offset-8' : 'text-neutral-600 hover:text-ink',
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
