import type { ApiReturn } from '#domain/api-answer-schemas.ts';
import { returnLineText, returnProgressText } from './return-display';
import { RETURNS_TEXT } from './returns-text';

/**
 * What a return is about and how far it came: its units, the customer's reason and comment,
 * then the store's answer — the instructions e-mailed, the reason it was rejected, or the
 * receipt. The queue's rows and the order page's Returns section show the same.
 */
export function ReturnFacts({ ret }: { ret: ApiReturn & { decidedBy?: string | null; receivedBy?: string | null } }) {
  const progress = returnProgressText(ret);
  return (
    <div className="grid content-start gap-1.5 text-sm">
      <ul aria-label={`Units of return ${ret.number}`}>
        {ret.lines.map((line) => (
          <li key={line.itemId} className="break-words">
            {returnLineText(line)}
          </li>
        ))}
      </ul>
      <p className="break-words">
        <span className="font-medium">{ret.reasonLabel}</span>
        {ret.comment ? <span className="text-neutral-700"> — “{ret.comment}”</span> : null}
      </p>
      {progress ? <p className="text-xs text-muted">{progress}</p> : null}
      {ret.status === 'rejected' && ret.rejectionReason ? (
        <p className="break-words text-xs">
          <span className="font-medium">{RETURNS_TEXT.rejectionReason}:</span> {ret.rejectionReason}
        </p>
      ) : null}
      {ret.instructions ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-neutral-700 underline-offset-2 hover:underline">
            {RETURNS_TEXT.instructions}
          </summary>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-neutral-700">
            {ret.instructions.map((sentence, i) => (
              <li key={i} className="break-words">
                {sentence}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
