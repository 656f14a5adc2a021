/** A pino logger whose JSON lines a test reads back: each line written is parsed into `lines`. */
import { Writable } from 'node:stream';
import pino, { type Logger, type LoggerOptions } from 'pino';

export function capturedLogger<Line>(lines: Line[], options: LoggerOptions = { base: undefined }): Logger {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Line),
      );
      done();
    },
  });
  return pino(options, sink);
}
