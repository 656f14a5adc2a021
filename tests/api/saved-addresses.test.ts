/**
 * Saved addresses over real HTTP (decision 66): a signed-in shopper adds, edits, deletes and
 * chooses the default; the checks of checkout's shipping address (400, nothing saved); the
 * limit (409); another account's address is 404 and stays as it was; sign-in required; the
 * rate limit on changes; and checkout's "Save this address" — saved with the order, once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct, SavedAddressesAnswer } from '#domain/api-answer-schemas.ts';
import { SAVED_ADDRESS_LIMIT, SAVED_ADDRESS_RATE_LIMIT, SAVED_ADDRESS_TEXT } from '#domain/saved-addresses.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { guestCheckoutBody, testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient, getJson } from '#tests/support/http.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Answer = SavedAddressesAnswer & Msg;
type Client = ReturnType<typeof createClient>;

const PATH = '/api/account/addresses';
const { email: _email, ...home } = testShippingAddress();
const at = (street: string) => ({ ...home, address: street });

let products: ApiProduct[];
beforeAll(async () => {
  products = (await getJson<ApiProduct[]>('/api/products')).body;
});

const shopper = async () => (await registerCustomer({ name: 'Aida Bekova' })).client;
const list = async (client: Client) => (await client.get<Answer>(PATH)).body.addresses;

describe('saved addresses', () => {
  it('adds, edits, makes default and deletes, each answering the addresses after it', async () => {
    const client = await shopper();
    expect(await client.get<Answer>(PATH)).toMatchObject({
      status: 200,
      body: { addresses: [], limit: SAVED_ADDRESS_LIMIT },
    });

    const first = await client.post<Answer>(PATH, { ...home, country: 'us', state: 'ny' });
    expect(first.status).toBe(201);
    expect(first.body.addresses).toEqual([
      expect.objectContaining({ ...home, country: 'US', state: 'NY', isDefault: true }),
    ]);
    const second = await client.post<Answer>(PATH, at('2 Erkindik Boulevard'));
    const [byDefault, other] = second.body.addresses;
    expect([byDefault!.isDefault, other!.isDefault, other!.state]).toEqual([true, false, null]);

    const edited = await client.put<Answer>(`${PATH}/${other!._id}`, { ...at('3 Manas Avenue'), city: 'Osh' });
    expect(edited.status).toBe(200);
    expect(edited.body.addresses[1]).toMatchObject({ _id: other!._id, address: '3 Manas Avenue', city: 'Osh' });

    const chosen = await client.post<Answer>(`${PATH}/${other!._id}/default`);
    expect(chosen.body.addresses.map((a) => [a._id, a.isDefault])).toEqual([
      [other!._id, true],
      [byDefault!._id, false],
    ]);

    // Deleting the default makes the newest remaining one the default.
    const third = (await client.post<Answer>(PATH, at('4 Newest Street'))).body.addresses;
    const newest = third.find((a) => a.address === '4 Newest Street')!;
    const deleted = await client.delete<Answer>(`${PATH}/${other!._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.addresses.map((a) => [a._id, a.isDefault])).toEqual([
      [newest._id, true],
      [byDefault!._id, false],
    ]);
    expect(await list(client)).toEqual(deleted.body.addresses);
  });

  it('checks every field as checkout does: 400 with each message, nothing saved', async () => {
    const client = await shopper();
    const refused = await client.post<Msg>(PATH, { ...home, phone: 'call me', postalCode: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      phone: 'Please enter a valid phone number.',
      postalCode: 'Please enter your postal code.',
    });
    // A country with a list of states needs one of them.
    const noState = await client.post<Msg>(PATH, { ...home, country: 'US' });
    expect(noState).toMatchObject({ status: 400, body: { errors: { state: 'Please choose a state.' } } });
    expect(await list(client)).toEqual([]);
  });

  it(`keeps at most ${SAVED_ADDRESS_LIMIT}; the next one is refused with a clear message`, async () => {
    const client = await shopper();
    for (let i = 1; i <= SAVED_ADDRESS_LIMIT; i++)
      expect((await client.post(PATH, at(`${i} Long Street`))).status).toBe(201);
    const refused = await client.post<Msg>(PATH, at('One more'));
    expect(refused).toMatchObject({ status: 409, body: { message: SAVED_ADDRESS_TEXT.limit } });
    expect(await list(client)).toHaveLength(SAVED_ADDRESS_LIMIT);
  });

  it('another account’s address is 404 — not changed, made default or deleted', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const [address] = (await owner.post<Answer>(PATH, home)).body.addresses;
    const notFound = { status: 404, body: { message: SAVED_ADDRESS_TEXT.notFound } };
    expect(await stranger.put(`${PATH}/${address!._id}`, at('Elsewhere'))).toMatchObject(notFound);
    expect(await stranger.post(`${PATH}/${address!._id}/default`)).toMatchObject(notFound);
    expect(await stranger.delete(`${PATH}/${address!._id}`)).toMatchObject(notFound);
    expect(await stranger.delete(`${PATH}/not-an-id`)).toMatchObject(notFound);
    expect(await list(stranger)).toEqual([]);
    expect(await list(owner)).toEqual([address]);
  });

  it('needs a signed-in shopper', async () => {
    const guest = createClient();
    expect((await guest.get(PATH)).status).toBe(401);
    expect((await guest.post(PATH, home)).status).toBe(401);
  });

  it(`limits changes to ${SAVED_ADDRESS_RATE_LIMIT.limit} per account in a short time (429 with Retry-After)`, async () => {
    const client = await shopper();
    const missing = `${PATH}/${randomUUID()}`;
    for (let i = 0; i < SAVED_ADDRESS_RATE_LIMIT.limit; i++) expect((await client.delete(missing)).status).toBe(404);
    const refused = await client.post<Msg>(PATH, home);
    expect(refused).toMatchObject({ status: 429, body: { message: SAVED_ADDRESS_TEXT.tooMany } });
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await list(client)).toEqual([]);
    // Another account is not held back.
    expect((await (await shopper()).post(PATH, home)).status).toBe(201);
  });

  it('checkout’s “Save this address”: saved with the order, once, only for a signed-in shopper', async () => {
    const client = await shopper();
    const product = products.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock >= 3)))!;
    const variant = product.variants.find((v) => v.sizes.some((s) => s.stock >= 3))!;
    const size = variant.sizes.find((s) => s.stock >= 3)!;
    const body = guestCheckoutBody(product, variant.color, size.size, 1);
    const address = { ...body.shippingAddress, address: '7 Checkout Street' };
    const place = (who: Client, saveAddress?: boolean) =>
      who.post<Msg>('/api/orders/create-checkout-session', { ...body, shippingAddress: address, saveAddress });

    expect((await place(client)).status).toBe(201);
    expect(await list(client)).toEqual([]);

    expect((await place(client, true)).status).toBe(201);
    const { email: _e, ...saved } = address;
    expect(await list(client)).toEqual([expect.objectContaining({ ...saved, isDefault: true })]);

    // The same address again (another spacing) is not saved twice.
    const again = await client.post<Msg>('/api/orders/create-checkout-session', {
      ...body,
      shippingAddress: { ...address, address: ' 7  checkout street ' },
      saveAddress: true,
    });
    expect(again.status).toBe(201);
    expect(await list(client)).toHaveLength(1);

    // A guest's flag changes nothing and refuses nothing.
    expect((await place(createClient(), true)).status).toBe(201);
  });
});
