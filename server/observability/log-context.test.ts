/**
 * Without traces exported, a line written inside a request still carries the request's
 * id, as `requestId` and as `traceId`; outside any request it carries neither — and pino,
 * which writes each line's fields into the mixin's object, can write many such lines.
 */
import { expect, it } from 'vitest';
import { capturedLogger } from '#tests/support/captured-log.ts';
import { logContext, requestScope } from './log-context';

type Line = { msg: string; requestId?: string; traceId?: string; n?: number };

it("gives a request's lines its id as both ids when nothing is traced, and lines outside requests nothing", async () => {
  const lines: Line[] = [];
  const logger = capturedLogger<Line>(lines, { base: undefined, mixin: logContext });
  logger.info({ n: 1 }, 'outside');
  logger.info({ n: 2 }, 'outside');
  await requestScope.run({ requestId: 'req-1' }, async () => {
    await Promise.resolve();
    logger.error('inside');
  });
  await new Promise<void>((resolve) => setImmediate(resolve));
  expect(lines.map(({ msg, requestId, traceId, n }) => ({ msg, requestId, traceId, n }))).toEqual([
    { msg: 'outside', requestId: undefined, traceId: undefined, n: 1 },
    { msg: 'outside', requestId: undefined, traceId: undefined, n: 2 },
    { msg: 'inside', requestId: 'req-1', traceId: 'req-1', n: undefined },
  ]);
});
