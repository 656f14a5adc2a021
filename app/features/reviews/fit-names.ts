import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FitAnswer } from '#domain/fit-advice.ts';

/** Each fit answer as a sentence names it ("Most shoppers say: true to size"), and as the form offers it. */
export const FIT_NAMES: Record<FitAnswer, { inSentence: MessageDescriptor; option: MessageDescriptor }> = {
  runs_small: { inSentence: msg`runs small`, option: msg`Runs small` },
  true_to_size: { inSentence: msg`true to size`, option: msg`True to size` },
  runs_large: { inSentence: msg`runs large`, option: msg`Runs large` },
};
