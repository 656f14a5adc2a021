/** A valid checkout address for API tests (domain/checkout's schema), with its own e-mail unless one is given. */
import { randomUUID } from 'node:crypto';

export function testShippingAddress(email = `buyer-${randomUUID().slice(0, 8)}@example.com`) {
  return {
    email,
    phone: '+996 555 123 456',
    firstName: 'Aida',
    lastName: 'Bekova',
    country: 'KG',
    address: '1 Chui Avenue',
    city: 'Bishkek',
    postalCode: '720001',
  };
}
