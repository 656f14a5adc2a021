import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXT } from '#domain/image-uploads.ts';
import { uploadProblem } from './upload-checks';

describe('a picture before it is sent', () => {
  it('passes JPEG, PNG and WebP up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(uploadProblem({ type, size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses an empty file, a file over the limit and other kinds, with the server texts', () => {
    expect(uploadProblem({ type: 'image/png', size: 0 })).toBe(UPLOAD_TEXT.empty);
    expect(uploadProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_TEXT.tooLarge);
    expect(uploadProblem({ type: 'image/gif', size: 100 })).toBe(UPLOAD_TEXT.unsupported);
    expect(uploadProblem({ type: '', size: 100 })).toBe(UPLOAD_TEXT.unsupported);
  });
});
