import { Trans } from '@lingui/react/macro';
import { useLocalNavigate } from '#app/lib/local-links.tsx';
import { Button } from '#app/components/ui/button.tsx';

/**
 * Whether the page before this one in the tab is one of this store's, so "Go Back" can
 * return to it as it was (a listing's filters, its scroll): React Router numbers the
 * entries it made (above 0 after a link followed inside the app); a page loaded whole from
 * another page of the store (a language switch, a reload, a link the server answered) has
 * the store as its referrer and an entry before it. From elsewhere — a search engine, a
 * bookmark, a new tab — the way back is the listing.
 */
function cameFromThisStore(): boolean {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) return true;
  if (window.history.length < 2 || !document.referrer) return false;
  const referrer = new URL(document.referrer);
  return referrer.origin === window.location.origin && referrer.href !== window.location.href;
}

/** Product page errors (SPEC §2): the message and a way back. */
export function ProductError({ message }: { message: string }) {
  const navigate = useLocalNavigate();

  const goBack = () => {
    if (cameFromThisStore()) void navigate(-1);
    else void navigate('/products');
  };

  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold tracking-[0.04em]">{message}</h1>
      <Button onClick={goBack} className="mt-8">
        <Trans>Go Back</Trans>
      </Button>
    </section>
  );
}
