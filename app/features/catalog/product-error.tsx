import { Trans } from '@lingui/react/macro';
import { useLocalNavigate } from '#app/lib/local-links.tsx';
import { Button } from '#app/components/ui/button.tsx';

/** Product page errors (SPEC §2): the message and a way back. */
export function ProductError({ message }: { message: string }) {
  const navigate = useLocalNavigate();

  const goBack = () => {
    // React Router numbers its history entries; 0 means this page was opened directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
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
