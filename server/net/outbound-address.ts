/**
 * Where the store may send a request an admin chose the address of (the outgoing webhooks,
 * decision 70; the catalogue import's image URLs, decision 73): never into its own network. A host is resolved (every address it has) and
 * refused if any is loopback, private, link-local, unique-local, multicast, unspecified or
 * otherwise not on the public internet — IPv4 and IPv6 alike, an IPv4 address written as
 * IPv6 (`::ffff:127.0.0.1`) included — unless the setting allows private addresses (OUTBOUND_ALLOW_PRIVATE). The
 * caller then connects to the address checked here (`pinnedLookup`), so a name that resolves
 * elsewhere a moment later (DNS rebinding) cannot slip in between the check and the request.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import net, { BlockList } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind it may be anything
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 one (`::ffff:7f00:1` → 127.0.0.1), if it is one. */
function embeddedIpv4(address: string): string | undefined {
  // The URL parser writes every IPv6 address one way: lower-case, zeros compressed, hex groups.
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal);
  if (!match) return undefined;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True when `address` (an IP address) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== undefined) return inner !== '0.0.0.0' && !NOT_PUBLIC.check(inner, 'ipv4');
  return !NOT_PUBLIC.check(address, 'ipv6');
}

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

export class RefusedAddressError extends Error {}

const lookupAll = promisify(dnsLookup) as unknown as (
  host: string,
  options: { all: true; verbatim: true },
) => Promise<LookupAddress[]>;

/** How a host's name is resolved; tests give their own. */
export type Resolver = (host: string) => Promise<LookupAddress[]>;
export const systemResolver: Resolver = (host) => lookupAll(host, { all: true, verbatim: true });

/**
 * The address to connect to for `url`'s host, once every address the host has is checked:
 * throws RefusedAddressError, with a sentence an admin can read, when one is not public and
 * `allowPrivate` is false, or when the name does not resolve.
 */
export async function vetHost(
  url: URL,
  { allowPrivate, resolve = systemResolver }: { allowPrivate: boolean; resolve?: Resolver },
): Promise<VettedAddress> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let found: LookupAddress[];
  if (net.isIP(host)) found = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      found = await resolve(host);
    } catch {
      throw new RefusedAddressError(`The host ${host} could not be found.`);
    }
  }
  if (found.length === 0) throw new RefusedAddressError(`The host ${host} could not be found.`);
  const inside = found.find((a) => !isPublicAddress(a.address));
  if (inside && !allowPrivate)
    throw new RefusedAddressError(
      `The address ${host} leads into a private network (${inside.address}): the store only connects to public internet addresses.`,
    );
  const first = found[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * A `lookup` for node's http(s) agents that answers the vetted address whatever the name,
 * so the connection goes where the check looked (TLS still checks the certificate against
 * the URL's host name).
 */
export function pinnedLookup(vetted: VettedAddress): net.LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  }) as unknown as net.LookupFunction;
}
