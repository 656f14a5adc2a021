import { describe, expect, it } from 'vitest';
import { pendingPaymentFromSearch } from './cancel-payment';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('pendingPaymentFromSearch', () => {
  it('reads the order and token of a cancelled return', () => {
    expect(pendingPaymentFromSearch(new URLSearchParams(`cancelled=1&order=${id}&token=abc`))).toEqual({
      orderId: id,
      token: 'abc',
    });
  });

  it('ignores returns that are not cancellations or lack a proper order', () => {
    expect(pendingPaymentFromSearch(new URLSearchParams('cancelled=1'))).toBeNull();
    expect(pendingPaymentFromSearch(new URLSearchParams(`payment=declined&order=${id}&token=abc`))).toBeNull();
    expect(pendingPaymentFromSearch(new URLSearchParams('cancelled=1&order=nope&token=abc'))).toBeNull();
    expect(pendingPaymentFromSearch(new URLSearchParams(`cancelled=1&order=${id}`))).toBeNull();
  });
});
