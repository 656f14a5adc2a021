import { describe, expect, it } from 'vitest';
import { etagMatches } from './etag';
import { storedFileCacheControl } from './stored-files';

describe('storedFileCacheControl', () => {
  it('caches uploads named after their bytes for a year, everything else for a week', () => {
    expect(storedFileCacheControl('products/0123456789abcdef0123456789abcdef.webp')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(storedFileCacheControl('products/0123456789abcdef0123456789abcdef.w400.webp')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(storedFileCacheControl('demo/jackets-navy.webp')).toBe('public, max-age=604800');
    expect(storedFileCacheControl('products/my-photo.webp')).toBe('public, max-age=604800');
  });
});

describe('etagMatches', () => {
  it('matches the same tag, weak or strong, in a list, or *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
  });
});
