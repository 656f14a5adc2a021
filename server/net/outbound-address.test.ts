/**
 * Where the store may connect to for an address an admin gave (webhooks, decision 70;
 * catalogue images, decision 73): only public addresses — IPv4, IPv6 and IPv4 written as
 * IPv6 — unless private ones are allowed; a host is refused if any of its addresses is not
 * public. Names resolve through a resolver the test gives (no DNS).
 */
import { describe, expect, it } from 'vitest';
import { isPublicAddress, pinnedLookup, RefusedAddressError, vetHost, type Resolver } from './outbound-address';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:0:0',
    '64:ff9b::7f00:1',
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('vetHost', () => {
  it('answers the first address of a public host', async () => {
    await expect(
      vetHost(new URL('https://images.example/a.jpg'), {
        allowPrivate: false,
        resolve: resolvesTo('93.184.215.14', '2606:4700:4700::1111'),
      }),
    ).resolves.toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('refuses a host with any private address unless private addresses are allowed, and says which', async () => {
    const url = new URL('https://images.example/a.jpg');
    const resolve = resolvesTo('93.184.215.14', '169.254.169.254');
    await expect(vetHost(url, { allowPrivate: false, resolve })).rejects.toThrow(
      /private network \(169\.254\.169\.254\)/,
    );
    await expect(vetHost(url, { allowPrivate: true, resolve })).resolves.toMatchObject({ address: '93.184.215.14' });
  });

  it('refuses literal private addresses without asking any resolver', async () => {
    const resolve: Resolver = async () => {
      throw new Error('not asked');
    };
    await expect(vetHost(new URL('http://127.0.0.1:9/'), { allowPrivate: false, resolve })).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    await expect(vetHost(new URL('http://[fd00::1]/'), { allowPrivate: false, resolve })).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
  });
});

describe('pinnedLookup', () => {
  it('answers the vetted address whatever name is asked, one or all', () => {
    const lookup = pinnedLookup({ address: '93.184.215.14', family: 4 }) as unknown as (
      host: string,
      options: { all?: boolean },
      callback: (...args: unknown[]) => void,
    ) => void;
    const one: unknown[] = [];
    lookup('elsewhere.example', {}, (...args) => one.push(...args));
    expect(one).toEqual([null, '93.184.215.14', 4]);
    const all: unknown[] = [];
    lookup('elsewhere.example', { all: true }, (...args) => all.push(...args));
    expect(all).toEqual([null, [{ address: '93.184.215.14', family: 4 }]]);
  });
});
