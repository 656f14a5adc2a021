import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';
import { xmlText } from './google-feed';

describe('xmlText', () => {
  it('escapes markup and drops what XML 1.0 cannot carry, keeping tabs, line ends and pairs', () => {
    expect(xmlText(`A & B <i>"x"</i> 'y'`)).toBe('A &amp; B &lt;i&gt;&quot;x&quot;&lt;/i&gt; &apos;y&apos;');
    expect(xmlText('a\u0000b\u0008c\u000Bd\uFFFEe')).toBe('abcde');
    expect(xmlText('tab\there\nline\r\n')).toBe('tab\there\nline\r\n');
    expect(xmlText('pair 👗, lone \uD83D.')).toBe('pair 👗, lone .');
  });
});

describe('csvLine', () => {
  it('quotes only what needs it, doubling quotes, and ends with CRLF', () => {
    expect(csvLine(['a', 'b, c', 'say "hi"', 'two\nlines', '=SUM(A1)', ''])).toBe(
      'a,"b, c","say ""hi""","two\nlines",=SUM(A1),\r\n',
    );
  });
});
