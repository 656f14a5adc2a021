import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_HASH_PARAMS, verifyPassword } from './password';

describe('password hashing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it("stores OWASP's minimum scrypt parameters (N=2^17, r=8, p=1) unless a test suite asks for speed", async () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    vi.stubEnv('INSECURE_FAST_PASSWORD_HASHING', undefined);
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  }, 60_000);

  it('still verifies a hash made with older, weaker parameters, and says it needs hashing again', async () => {
    vi.stubEnv('INSECURE_FAST_PASSWORD_HASHING', undefined);
    // Made with the parameters the store used before: N=2^15.
    const old = 'scrypt$32768$8$1$xdbD7cb6aB2yYDgcsh3cDw$pEf2eUTULtsWHWynU7YYON7zPcrsYXINfJxX07qRiqI';
    expect(await verifyPassword('legacy-password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  }, 60_000);

  it('salts every hash', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    // Parameters no honest hash has (memory past the limit): refused, not computed.
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$AAAA$AAAA')).toBe(false);
  });
});
