// Wrong on purpose: app/lib importing a feature (lib is below the features). Linted as
// app/lib/… by tests/lint/boundaries.test.ts, which expects the error.
import { notify } from '#app/features/toast/index.ts';

export const say = notify;
