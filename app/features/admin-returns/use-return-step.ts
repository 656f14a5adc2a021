/**
 * A return's step as both screens make it: the call, the toast, and what must be read again
 * after it — every queue page (lists and counts), the sidebar's count of requests waiting
 * (the admin layout's loader, outside the screens' query client: a revalidation), and the
 * caller's own data (the order page's answer and timeline).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminReturn } from '#domain/api-answer-schemas.ts';
import { notify } from '#app/features/toast/index.ts';
import type { ReturnStep } from './return-display';
import { postReturnStep, RETURNS_KEY, type StepBodies } from './returns-api';
import { RETURNS_TEXT } from './returns-text';

const DONE: Record<ReturnStep, (number: string) => string> = {
  approve: RETURNS_TEXT.approved,
  reject: RETURNS_TEXT.rejected,
  receive: RETURNS_TEXT.received,
};

export function useReturnStep(
  ret: { _id: string; number: string },
  /** The caller's own data to read again (e.g. the order page), after a step or a refused one. */
  onChanged?: () => unknown,
) {
  const client = useQueryClient();
  const { revalidate } = useRevalidator();
  // A refused step (409: another admin or tab moved the return first) means what is shown is
  // out of date; it is read again once its dialog closes, so the message is not swept away with the row.
  const stale = useRef(false);

  const refresh = useCallback(
    (step: ReturnStep | null) => {
      void client.invalidateQueries({ queryKey: RETURNS_KEY });
      // Receiving takes an approved return, which the count (requests waiting) never held.
      if (step !== 'receive') void revalidate();
    },
    [client, revalidate],
  );

  const run = useCallback(
    async <S extends ReturnStep>(step: S, body: StepBodies[S]): Promise<AdminReturn> => {
      let after: AdminReturn;
      try {
        after = await postReturnStep(ret._id, step, body);
      } catch (error) {
        stale.current = true;
        throw error;
      }
      notify.success(DONE[step](ret.number));
      refresh(step);
      await onChanged?.();
      return after;
    },
    [ret._id, ret.number, refresh, onChanged],
  );

  /** For the dialog's close: reads everything again if a step was refused while it was open. */
  const closed = useCallback(() => {
    if (!stale.current) return;
    stale.current = false;
    refresh(null);
    void onChanged?.();
  }, [refresh, onChanged]);

  return { run, closed };
}
