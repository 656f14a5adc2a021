/**
 * Sends one product image to POST /api/uploads. XMLHttpRequest rather than fetch because
 * only it reports how much of the body has gone out, which a large photo on a slow line
 * needs. Same conventions as apiFetch: the Bearer token, the server's message on failure
 * (as an ApiError), else the caller's default.
 */
import type { UploadAnswer } from '#domain/api-answer-schemas.ts';
import { UPLOAD_FIELD } from '#domain/image-uploads.ts';
import { ApiError } from './api';
import { getToken } from './auth-token';

export interface UploadOptions {
  /** Called with 0–1 as the file goes out. */
  onProgress?: (fraction: number) => void;
  defaultMessage: string;
  signal?: AbortSignal;
}

export function uploadImage(file: File, { onProgress, defaultMessage, signal }: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && data && typeof data === 'object') {
        resolve(data as UploadAnswer);
        return;
      }
      const record = (data && typeof data === 'object' ? data : {}) as { message?: unknown };
      const message = typeof record.message === 'string' && record.message ? record.message : defaultMessage;
      const retryAfter = Number(xhr.getResponseHeader('Retry-After'));
      reject(
        new ApiError(message, xhr.status, {}, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null, data),
      );
    };
    xhr.onerror = () => reject(new ApiError(defaultMessage, 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
