/**
 * Which addresses a webhook endpoint may have (decision 70): http(s) only, https only when
 * the rules say so, and only public hosts unless private ones are allowed (the address
 * check itself: server/net/outbound-address.test.ts). Names resolve through a resolver the
 * test gives (no DNS).
 */
import { describe, expect, it } from 'vitest';
import { RefusedAddressError, type Resolver } from '#server/net/outbound-address.ts';
import { vetEndpointUrl } from './address-rules';

const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('vetEndpointUrl', () => {
  const open = { allowPrivate: false, httpsOnly: false };

  it('answers the address to connect to for a public host', async () => {
    await expect(
      vetEndpointUrl('https://hooks.example/x', { ...open, resolve: resolvesTo('93.184.215.14') }),
    ).resolves.toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('refuses a host with any private address, unless private addresses are allowed', async () => {
    const resolve = resolvesTo('93.184.215.14', '10.0.0.5');
    await expect(vetEndpointUrl('https://hooks.example/x', { ...open, resolve })).rejects.toThrow(
      /private network \(10\.0\.0\.5\)/,
    );
    await expect(
      vetEndpointUrl('https://hooks.example/x', { allowPrivate: true, httpsOnly: false, resolve }),
    ).resolves.toMatchObject({ address: '93.184.215.14' });
  });

  it('refuses literal private addresses, IPv6 in brackets included', async () => {
    await expect(vetEndpointUrl('http://[::1]:8080/', open)).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(vetEndpointUrl('http://[::ffff:192.168.0.1]/', open)).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(vetEndpointUrl('http://2130706433/', open)).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it('refuses http when only https is allowed, and other schemes always', async () => {
    const resolve = resolvesTo('93.184.215.14');
    await expect(
      vetEndpointUrl('http://hooks.example/', { allowPrivate: false, httpsOnly: true, resolve }),
    ).rejects.toThrow(/https/);
    await expect(vetEndpointUrl('ftp://hooks.example/', { ...open, resolve })).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
  });

  it('refuses a name that does not resolve', async () => {
    const resolve: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(vetEndpointUrl('https://nowhere.example/', { ...open, resolve })).rejects.toThrow(
      /could not be found/,
    );
  });
});
