/**
 * The account screens say every answer of the account API in the page's language: each of
 * the server's messages is in the screens' table (app/features/auth/auth-texts.ts, which
 * writes them out: the browser cannot load the server's modules) or read by one of its
 * patterns. A message changed on the server and not in the table fails here.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_PATTERNS, AUTH_TEXTS } from '#app/features/auth/auth-texts.ts';
import { translateDomainText } from '#app/features/i18n/index.ts';
import type { MessageDescriptor } from '#app/lib/i18n-runtime.tsx';
import { OTP_LENGTH } from '#domain/auth-limits.ts';
import { AUTH_MESSAGES, tooManyAttemptsMessage } from '#server/services/accounts/index.ts';

/** Says which message was chosen, with its values, instead of the English it came as. */
const recorder = { _: (message: MessageDescriptor) => `said ${message.id} ${JSON.stringify(message.values ?? {})}` };
const said = (english: string) => translateDomainText(recorder, AUTH_TEXTS, AUTH_PATTERNS, english);

describe("the account API's answers in the page's language", () => {
  it('knows every message of the account service', () => {
    const unknown = Object.values(AUTH_MESSAGES).filter((english) => said(english) === english);
    expect(unknown).toEqual([]);
  });

  it('reads the values of the answers that carry one', () => {
    expect(said(tooManyAttemptsMessage(30))).not.toBe(tooManyAttemptsMessage(30));
    expect(said(tooManyAttemptsMessage(300))).toContain('"minutes":"5"');
    expect(said(`We have sent a ${OTP_LENGTH}-digit code to aida@example.com.`)).toContain(
      `"count":"${OTP_LENGTH}","email":"aida@example.com"`,
    );
  });
});
