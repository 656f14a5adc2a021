import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';

/** Product page errors (SPEC §2): the message and a way back. */
export function ProductError({ message }: { message: string }) {
  const navigate = useNavigate();

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
        Go Back
      </Button>
    </section>
  );
}
