import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its http(s) addresses as links; everything else stays text (no HTML is trusted). */
export function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="break-all text-ink underline underline-offset-4 hover:no-underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <>{parts}</>;
}
