import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, resetPasswordSchema } from './auth';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth-limits';

type PasswordSchema = typeof registerSchema | typeof resetPasswordSchema | typeof loginSchema;

function passwordError(schema: PasswordSchema, password: string): string | null {
  const result = schema.safeParse({ name: 'Aida', email: 'aida@example.com', password });
  return result.success ? null : (result.error.issues.find((i) => i.path[0] === 'password')?.message ?? null);
}

describe('password length messages name the real limits', () => {
  it.each([
    ['register', registerSchema],
    ['reset', resetPasswordSchema],
  ] as const)(`%s: at least ${MIN_PASSWORD_LENGTH} and at most ${MAX_PASSWORD_LENGTH} characters`, (_, schema) => {
    expect(passwordError(schema, 'a'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('Password must be at least 8 characters.');
    expect(passwordError(schema, 'a'.repeat(MIN_PASSWORD_LENGTH))).toBeNull();
    expect(passwordError(schema, 'a'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
    expect(passwordError(schema, 'a'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe('Password must be at most 128 characters.');
  });

  it('sign-in says a too-long password is too long, not missing', () => {
    expect(passwordError(loginSchema, '')).toBe('Please enter your password.');
    expect(passwordError(loginSchema, 'a'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
    expect(passwordError(loginSchema, 'a'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe(
      'Password must be at most 128 characters.',
    );
  });

  it('counts characters, not UTF-16 units: an emoji is one character', () => {
    expect(passwordError(registerSchema, '😀'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe(
      'Password must be at least 8 characters.',
    );
    expect(passwordError(registerSchema, '😀'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
    expect(passwordError(loginSchema, '😀'.repeat(MAX_PASSWORD_LENGTH))).toBeNull();
  });
});
