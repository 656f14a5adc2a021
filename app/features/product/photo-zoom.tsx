import { useLingui } from '@lingui/react/macro';
import { X, ZoomIn } from 'lucide';
import { useRef, useState } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { cx } from '#app/components/ui/cx.ts';

/**
 * The shown photo, larger (issue: a fashion shopper looks at the fabric): a button over the
 * picture opens it in a full-screen native dialog — the browser keeps focus inside, Escape
 * closes it and focus goes back to the button. It opens fitted to the screen; a click or tap
 * on it doubles it, to scroll around; pinch zoom works as anywhere. The large copy loads
 * only when opened.
 */
export function PhotoZoom({ src, alt }: { src: string; alt: string }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [doubled, setDoubled] = useState(false);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t`Zoom in on the photo`}
        onClick={() => {
          setOpen(true);
          setDoubled(false);
          dialog.current?.showModal();
        }}
        className="absolute right-3 top-3 flex size-11 items-center justify-center bg-white/85 text-ink shadow-sm hover:bg-white"
      >
        <Icon node={ZoomIn} aria-hidden="true" className="size-5" strokeWidth={1.5} />
      </button>
      <dialog
        ref={dialog}
        aria-label={alt}
        onClose={() => setOpen(false)}
        // A click on the backdrop (the dialog itself, around the picture) closes it.
        onClick={(event) => event.target === event.currentTarget && close()}
        // The gallery's arrow keys and swipes are for the page's picture, not this one's panning.
        onKeyDown={(event) => event.stopPropagation()}
        onTouchStart={(event) => event.stopPropagation()}
        onTouchEnd={(event) => event.stopPropagation()}
        className="m-0 h-dvh max-h-none w-dvw max-w-none overflow-auto bg-white p-0 backdrop:bg-black/70"
      >
        {open ? (
          <img
            src={src}
            alt={alt}
            onClick={() => setDoubled((d) => !d)}
            className={cx(
              'mx-auto block bg-neutral-100',
              doubled ? 'w-[200%] max-w-none cursor-zoom-out' : 'h-full w-full cursor-zoom-in object-contain',
            )}
          />
        ) : null}
        <button
          type="button"
          onClick={close}
          aria-label={t`Close`}
          className="fixed right-3 top-3 flex size-11 items-center justify-center bg-white text-ink shadow-sm hover:bg-neutral-100"
        >
          <Icon node={X} aria-hidden="true" className="size-5" strokeWidth={1.5} />
        </button>
      </dialog>
    </>
  );
}
