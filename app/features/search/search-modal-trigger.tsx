import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const loadSearchModal = () => import('./search-modal');
const SearchModal = lazy(loadSearchModal);

/**
 * The header's search button for small screens and the modal it opens (SPEC §2).
 * The modal is its own chunk, fetched when the button is first approached.
 */
export function SearchModalTrigger({ className }: { className?: string }) {
  const location = useLocation();
  const { t } = useLingui();
  // Bound to the page it was opened on, so any navigation closes it.
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
        aria-label={t`Search`}
        aria-haspopup="dialog"
        onClick={() => setOpenOn(location.key)}
        onPointerEnter={() => void loadSearchModal()}
        onTouchStart={() => void loadSearchModal()}
        onFocus={() => void loadSearchModal()}
        className={className}
      >
        <Icon node={Search} aria-hidden="true" className="size-5" strokeWidth={1.5} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchModal onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
