import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const loadSiteMenu = () => import('./site-menu');
const SiteMenu = lazy(loadSiteMenu);

/**
 * The phone header's menu button (SPEC §2 hides the nav bar on small screens, not the way to
 * Products and About Us). Its panel is its own chunk, fetched when the button is approached;
 * the button keeps its 40 px box from the first paint, so nothing moves when scripts arrive.
 */
export function SiteMenuButton({ className }: { className?: string }) {
  const location = useLocation();
  const { t } = useLingui();
  // Bound to the page it was opened on, so following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openOn === location.key;

  const close = useCallback(() => {
    setOpenOn(null);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t`Menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(location.key)}
        onPointerEnter={() => void loadSiteMenu()}
        onTouchStart={() => void loadSiteMenu()}
        onFocus={() => void loadSiteMenu()}
        className={className}
      >
        <Icon node={Menu} aria-hidden="true" className="size-5" strokeWidth={1.5} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SiteMenu onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
