import { describe, expect, it } from 'vitest';
import { contactErrorSummary, contactInputSchema } from './contact';
import { CONTACT_LIMITS, CONTACT_TEXT } from './contact-rules';

const valid = { name: 'Aida', email: 'aida@example.com', subject: 'Sizes', message: 'Hello' };

describe('contactInputSchema', () => {
  it('trims the fields and keeps the honeypot as sent', () => {
    expect(contactInputSchema.parse({ ...valid, name: '  Aida ', website: 'x' })).toEqual({
      ...valid,
      website: 'x',
      language: 'en',
    });
  });

  it('takes the sender’s language (English when none is sent) and refuses any other', () => {
    expect(contactInputSchema.parse({ ...valid, language: 'ky' }).language).toBe('ky');
    const result = contactInputSchema.safeParse({ ...valid, language: 'de' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['language', 'language must be one of: en, ru, ky.'],
    ]);
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    "says 'Please fill out all fields.' for an empty %s",
    (field) => {
      const result = contactInputSchema.safeParse({ ...valid, [field]: ' ' });
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([[field, CONTACT_TEXT.required]]);
    },
  );

  it('checks the e-mail address and the lengths', () => {
    expect(contactInputSchema.safeParse({ ...valid, email: 'aida@' }).error?.issues[0]?.message).toBe(
      CONTACT_TEXT.invalidEmail,
    );
    expect(contactInputSchema.safeParse({ ...valid, message: 'm'.repeat(CONTACT_LIMITS.message) }).success).toBe(true);
    expect(contactInputSchema.safeParse({ ...valid, message: 'm'.repeat(CONTACT_LIMITS.message + 1) }).success).toBe(
      false,
    );
  });

  it('stores line breaks as LF, however they were sent', () => {
    expect(contactInputSchema.parse({ ...valid, message: 'a\r\nb\rc\nd' }).message).toBe('a\nb\nc\nd');
  });
});

describe('contactErrorSummary', () => {
  it("leads with 'Please fill out all fields.' when anything is empty", () => {
    expect(contactErrorSummary({ name: CONTACT_TEXT.required, email: CONTACT_TEXT.invalidEmail })).toBe(
      CONTACT_TEXT.required,
    );
  });

  it('names the one problem, or points at the fields', () => {
    expect(contactErrorSummary({ email: CONTACT_TEXT.invalidEmail })).toBe(CONTACT_TEXT.invalidEmail);
    expect(
      contactErrorSummary({ email: CONTACT_TEXT.invalidEmail, name: 'Name must be at most 100 characters.' }),
    ).toBe('Please correct the highlighted fields.');
  });
});
