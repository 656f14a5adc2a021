/**
 * The back office's account calls: the list with search, paging and order figures, role
 * and disabled changes, deletion, and the rules that keep the store administrable. On a
 * store of this file's own, whose only admin at the start is the bootstrap one, so the
 * last-admin rule can be reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminUser,
  AdminUserPage,
  ApiOrder,
  ApiProduct,
  CheckoutSessionAnswer,
  UserDeletedAnswer,
} from '#domain/api-answer-schemas.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient } from '#tests/support/http.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Client = ReturnType<typeof createClient>;
type Customer = Awaited<ReturnType<typeof registerCustomer>>;

let store: OwnStore;
let at: OwnStore['at'];
let admin: Client;
let adminId: string;
let product: ApiProduct;

const users = async () => (await admin.get<AdminUser[]>(at('/api/users'))).body;
const userById = async (id: string) => (await users()).find((u) => u._id === id);
const me = (client: Client) => client.get<Msg>(at('/api/auth/me'));
const login = (email: string, password: string) =>
  createClient().post<{ token: string } & Msg>(at('/api/auth/login'), { email, password });
const customer = (name: string, email?: string) => registerCustomer({ at, name, email });

/** An order of one unit placed by `client` (signed in or not); paid when asked. */
async function order(client: Client, paid: boolean): Promise<ApiOrder> {
  const variant = product.variants[0]!;
  const size = variant.sizes[0]!;
  const placed = await client.post<CheckoutSessionAnswer>(at('/api/orders/create-checkout-session'), {
    cart: {
      items: [
        {
          _id: `${product._id}-${variant.color}-${size.size}`,
          product: { _id: product._id, name: product.name, category: product.category },
          variant: {
            color: variant.color,
            size: size.size,
            price: size.price,
            discountedPrice: size.discountedPrice,
            images: [],
          },
          quantity: 1,
        },
      ],
    },
    shippingAddress: testShippingAddress(),
    shippingMethod: 'express',
  });
  expect(placed.status).toBe(201);
  if (paid) {
    const sessionId = new URL(placed.body.url).pathname.split('/').pop()!;
    expect(
      (await createClient().post(at(`/api/payments/test/${sessionId}`), { cardNumber: '4242 4242 4242 4242' })).status,
    ).toBe(200);
  }
  return (await createClient().get<ApiOrder>(at(`/api/orders/${placed.body.orderId}?token=${placed.body.token}`))).body;
}

beforeAll(async () => {
  store = await startOwnStore('admin-users');
  at = store.at;
  const signedIn = await login(ADMIN.email, ADMIN.password);
  admin = createClient({ token: signedIn.body.token });
  adminId = (await admin.get<{ user: { _id: string } }>(at('/api/auth/me'))).body.user._id;
  const created = await admin.post<ApiProduct>(at('/api/products/admin/createProduct'), {
    name: 'Felt Slippers',
    category: 'Shoes',
    variants: [{ color: 'Gray', images: [], sizes: [{ size: '38', price: 25.5, stock: 100 }] }],
  });
  expect(created.status).toBe(201);
  product = created.body;
}, 120_000);

afterAll(async () => {
  await store?.close();
});

describe('who may call the users API', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['get', '/api/users'],
    ['get', '/api/users?search=a'],
    ['put', `/api/users/${someId}`],
    ['delete', `/api/users/${someId}`],
  ] as const)('%s %s: 401 for a visitor, 403 for a customer', async (method, path) => {
    expect((await createClient()[method](at(path))).status).toBe(401);
    const { client } = await customer('Curious');
    const res = await client[method]<Msg>(at(path));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This action needs an administrator account.');
  });
});

describe('GET /api/users', () => {
  let aliya: Customer;

  beforeAll(async () => {
    aliya = await customer('Aliya Search_Test', `aliya.${Date.now()}@shop-list.example`);
    await customer('Bolot Search_Test', `bolot.${Date.now()}@shop-list.example`);
    await customer('Chynara Search_Test', `chynara.${Date.now()}@shop-list.example`);
  });

  it('lists every account without secrets, newest first, as a plain array without list parameters', async () => {
    const res = await admin.get<AdminUser[]>(at('/api/users'));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.find((u) => u.email === ADMIN.email)).toMatchObject({
      role: 'admin',
      disabled: false,
      verified: true,
      orderCount: 0,
      totalSpent: 0,
    });
    expect(Object.keys(res.body[0]!).sort()).toEqual([
      '_id',
      'createdAt',
      'disabled',
      'email',
      'name',
      'orderCount',
      'role',
      'totalSpent',
      'verified',
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
    const times = res.body.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches name and e-mail ignoring case, and pages', async () => {
    const byName = await admin.get<AdminUserPage>(at('/api/users?search=search_TEST'));
    expect(byName.status).toBe(200);
    expect(byName.body.users.map((u) => u.name)).toEqual([
      'Chynara Search_Test',
      'Bolot Search_Test',
      'Aliya Search_Test',
    ]);
    expect(byName.body).toMatchObject({ total: 3, page: 1, pageSize: 20, pageCount: 1 });

    const byEmail = await admin.get<AdminUserPage>(
      at(`/api/users?search=${encodeURIComponent(aliya.email.toUpperCase())}`),
    );
    expect(byEmail.body.users.map((u) => u.email)).toEqual([aliya.email]);

    const second = await admin.get<AdminUserPage>(at('/api/users?search=shop-list.example&page=2&pageSize=2'));
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
    expect(second.body.users.map((u) => u.name)).toEqual(['Aliya Search_Test']);

    // % and _ are letters in a search, not wildcards.
    expect((await admin.get<AdminUserPage>(at('/api/users?search=%25'))).body.total).toBe(0);
    expect((await admin.get<AdminUserPage>(at('/api/users?search=h_test'))).body.total).toBe(3);
    expect((await admin.get<AdminUserPage>(at('/api/users?search=hxtest'))).body.total).toBe(0);

    const all = await admin.get<AdminUserPage>(at('/api/users?page=1'));
    expect(all.body.total).toBe((await users()).length);
  });

  it.each([
    ['page=0', 'page', 'page must be a whole number from 1 to 10000.'],
    ['pageSize=101', 'pageSize', 'pageSize must be a whole number from 1 to 100.'],
    ['pageSize=2.5', 'pageSize', 'pageSize must be a whole number from 1 to 100.'],
    [`search=${'x'.repeat(101)}`, 'search', 'Search must be at most 100 characters.'],
  ])('refuses ?%s (400 naming %s)', async (qs, field, message) => {
    const res = await admin.get<Msg>(at(`/api/users?${qs}`));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: message });
  });

  it("counts each account's paid orders and what they came to", async () => {
    const buyer = await customer('Buyer');
    const first = await order(buyer.client, true);
    const second = await order(buyer.client, true);
    await order(buyer.client, false);
    // A guest order with the same address is not the account's.
    await order(createClient(), true);
    const listed = (await admin.get<AdminUserPage>(at(`/api/users?search=${encodeURIComponent(buyer.email)}`))).body
      .users[0]!;
    expect(listed).toMatchObject({
      email: buyer.email,
      orderCount: 2,
      totalSpent: Math.round((first.finalTotal + second.finalTotal) * 100) / 100,
    });
    expect(first.finalTotal).toBe(38.49);
  });
});

describe('PUT /api/users/:id', () => {
  it('makes a customer an admin and back; the change holds for their current session', async () => {
    const c = await customer('Promoted');
    const promoted = await admin.put<AdminUser>(at(`/api/users/${c.session.user._id}`), { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ _id: c.session.user._id, role: 'admin', disabled: false });
    expect((await c.client.get(at('/api/users'))).status).toBe(200);

    const demoted = await admin.put<AdminUser>(at(`/api/users/${c.session.user._id}`), { role: 'customer' });
    expect(demoted.body.role).toBe('customer');
    expect((await c.client.get(at('/api/users'))).status).toBe(403);
  });

  it('disabling ends every session and refuses sign-in; enabling lets the account in again', async () => {
    const c = await customer('Disabled');
    const other = await login(c.email, c.password);
    const disabled = await admin.put<AdminUser>(at(`/api/users/${c.session.user._id}`), { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ disabled: true, role: 'customer' });

    expect((await me(c.client)).status).toBe(401);
    expect((await me(createClient({ token: other.body.token }))).status).toBe(401);
    const refused = await login(c.email, c.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been disabled. Please contact the store.');
    // A wrong password says nothing about the account.
    const wrong = await login(c.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password.');

    expect(
      (await admin.put<AdminUser>(at(`/api/users/${c.session.user._id}`), { disabled: false })).body.disabled,
    ).toBe(false);
    const back = await login(c.email, c.password);
    expect(back.status).toBe(200);
    expect((await me(createClient({ token: back.body.token }))).status).toBe(200);
  });

  it('changes role and disabled together', async () => {
    const c = await customer('Both');
    const res = await admin.put<AdminUser>(at(`/api/users/${c.session.user._id}`), { role: 'admin', disabled: true });
    expect(res.body).toMatchObject({ role: 'admin', disabled: true });
    expect((await c.client.get(at('/api/users'))).status).toBe(401);
  });

  it('refuses an admin demoting or disabling themselves', async () => {
    const demote = await admin.put<Msg>(at(`/api/users/${adminId}`), { role: 'customer' });
    expect(demote.status).toBe(403);
    expect(demote.body.message).toBe('You cannot remove your own administrator role.');
    const disable = await admin.put<Msg>(at(`/api/users/${adminId}`), { disabled: true });
    expect(disable.status).toBe(403);
    expect(disable.body.message).toBe('You cannot disable your own account.');
    expect(await userById(adminId)).toMatchObject({ role: 'admin', disabled: false });
    expect((await me(admin)).status).toBe(200);
  });

  it.each([
    [{}, '_', 'Please send a role or disabled to change.'],
    [{ role: 'owner' }, 'role', 'Role must be customer or admin.'],
    [{ disabled: 'yes' }, 'disabled', 'Disabled must be true or false.'],
  ])('refuses %o (400) and changes nothing', async (body, field, message) => {
    const c = await customer('Unchanged');
    const before = await userById(c.session.user._id);
    const res = await admin.put<Msg>(at(`/api/users/${c.session.user._id}`), body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
    expect(await userById(c.session.user._id)).toEqual(before);
  });

  it('answers 404 for an unknown account', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const res = await admin.put<Msg>(at(`/api/users/${id}`), { role: 'admin' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('User not found.');
    }
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the account and its sessions; its orders and reviews stay', async () => {
    const c = await customer('Leaving Customer');
    const paid = await order(c.client, true);
    expect(
      (await c.client.post(at(`/api/products/${product._id}/reviews`), { rating: 4, comment: 'Warm and soft.' }))
        .status,
    ).toBe(201);

    const res = await admin.delete<UserDeletedAnswer>(at(`/api/users/${c.session.user._id}`));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deleted successfully', _id: c.session.user._id });
    expect(await userById(c.session.user._id)).toBeUndefined();
    expect((await me(c.client)).status).toBe(401);
    expect((await login(c.email, c.password)).status).toBe(401);

    const kept = (await admin.get<ApiOrder[]>(at('/api/orders/all'))).body.find((o) => o._id === paid._id);
    expect(kept).toEqual(paid);
    const reviews = (
      await createClient().get<{ name: string; comment: string; userId: string | null }[]>(
        at(`/api/products/${product._id}/reviews`),
      )
    ).body;
    expect(reviews.find((r) => r.comment === 'Warm and soft.')).toMatchObject({
      name: 'Leaving Customer',
      userId: null,
    });

    expect((await admin.delete<Msg>(at(`/api/users/${c.session.user._id}`))).status).toBe(404);
  });

  it('refuses an admin deleting themselves', async () => {
    const res = await admin.delete<Msg>(at(`/api/users/${adminId}`));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot delete your own account.');
    expect(await userById(adminId)).toMatchObject({ role: 'admin' });
  });
});

describe('the store keeps an enabled admin', () => {
  /** Ids of the admins that are not disabled. */
  const enabledAdmins = async (client: Client) =>
    (await client.get<AdminUser[]>(at('/api/users'))).body
      .filter((u) => u.role === 'admin' && !u.disabled)
      .map((u) => u._id);

  it.each([
    ['demote', { role: 'customer' }],
    ['disable', { disabled: true }],
    ['delete', null],
  ] as const)(
    'when the only two admins %s each other at once, one wins and the other is refused',
    async (_, change) => {
      const a = await customer('First Admin');
      const b = await customer('Second Admin');
      for (const id of [a.session.user._id, b.session.user._id])
        expect((await admin.put(at(`/api/users/${id}`), { role: 'admin' })).status).toBe(200);
      for (const id of await enabledAdmins(admin)) {
        if (![adminId, a.session.user._id, b.session.user._id].includes(id))
          expect((await admin.put(at(`/api/users/${id}`), { role: 'customer' })).status).toBe(200);
      }
      // The bootstrap admin steps aside (demoted by another admin: nobody demotes themselves).
      expect((await a.client.put(at(`/api/users/${adminId}`), { role: 'customer' })).status).toBe(200);
      expect((await enabledAdmins(a.client)).sort()).toEqual([a.session.user._id, b.session.user._id].sort());

      const act = (client: Client, target: string) =>
        change ? client.put<Msg>(at(`/api/users/${target}`), change) : client.delete<Msg>(at(`/api/users/${target}`));
      const results = await Promise.all([act(a.client, b.session.user._id), act(b.client, a.session.user._id)]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = results.find((r) => r.status !== 200)!;
      // Refused under the lock as the last admin (409), or, when the winner's change landed
      // before the loser's request was authenticated, as no longer an admin (403/401).
      if (refused.status === 409) {
        expect(refused.body.message).toBe(
          'The store needs at least one active administrator. Make another account an administrator first.',
        );
      } else {
        expect([401, 403]).toContain(refused.status);
      }
      const winner = results[0]!.status === 200 ? a : b;
      expect(await enabledAdmins(winner.client)).toEqual([winner.session.user._id]);

      // The winner hands the store back to the bootstrap admin for what follows.
      expect((await winner.client.put(at(`/api/users/${adminId}`), { role: 'admin' })).status).toBe(200);
    },
  );
});
