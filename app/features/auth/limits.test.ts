import { describe, expect, it } from 'vitest';
import * as domain from '../../../domain/auth';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from './validation';

describe('form limits', () => {
  it('match the shared schemas', () => {
    expect(OTP_LENGTH).toBe(domain.OTP_LENGTH);
    expect(MIN_PASSWORD_LENGTH).toBe(domain.MIN_PASSWORD_LENGTH);
    expect(MAX_PASSWORD_LENGTH).toBe(domain.MAX_PASSWORD_LENGTH);
  });
});
