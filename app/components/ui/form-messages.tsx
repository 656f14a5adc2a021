/** A form's own messages, above its fields: what went wrong, or what happened. */
import type { ReactNode } from 'react';

/** A failed submission: the server's (or the form's) message, announced at once. */
export function FormError({ message }: { message?: string | null }) {
  return (
    <div role="alert" className={message ? 'border-l-2 border-sale bg-red-50 px-4 py-3 text-sm text-sale' : undefined}>
      {message}
    </div>
  );
}

/** A success or progress note, announced politely. */
export function FormNotice({ message }: { message?: ReactNode }) {
  return (
    <div
      role="status"
      className={message ? 'border-l-2 border-ink bg-neutral-50 px-4 py-3 text-sm text-ink' : undefined}
    >
      {message}
    </div>
  );
}
