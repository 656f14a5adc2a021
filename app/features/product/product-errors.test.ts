import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FETCH_FAILED, PRODUCT_ID_MISSING, PRODUCT_NOT_FOUND, productErrorMessage } from './product-errors';

describe('product page errors', () => {
  it('shows the loader messages word for word', () => {
    expect(productErrorMessage(new ErrorResponseImpl(404, 'Not Found', { message: PRODUCT_NOT_FOUND }))).toBe(
      'Product not found.',
    );
    expect(productErrorMessage(new ErrorResponseImpl(400, 'Bad Request', { message: PRODUCT_ID_MISSING }))).toBe(
      'Product ID is missing.',
    );
  });

  it('treats any 404 as not found', () => {
    expect(productErrorMessage(new ErrorResponseImpl(404, 'Not Found', null))).toBe('Product not found.');
  });

  it('shows a failed fetch for everything else, never an internal message', () => {
    expect(productErrorMessage(new Error('connection refused'))).toBe(PRODUCT_FETCH_FAILED);
    expect(productErrorMessage(new ErrorResponseImpl(500, 'Internal Server Error', { message: 'boom' }))).toBe(
      'Failed to fetch product details.',
    );
    expect(productErrorMessage(data({ message: 'x' }))).toBe(PRODUCT_FETCH_FAILED);
    expect(productErrorMessage(undefined)).toBe(PRODUCT_FETCH_FAILED);
  });
});
