/**
 * Which endpoint addresses the store sends to (decision 70): http(s) only, https only in
 * production, and never a host with a private, loopback or otherwise non-public address
 * unless WEBHOOKS_ALLOW_PRIVATE is set. Checked when an endpoint is registered or changed,
 * and again before every delivery (DNS may have changed since).
 */
import { WEBHOOK_TEXT } from '#domain/webhooks.ts';
import {
  RefusedAddressError,
  systemResolver,
  vetHost,
  type Resolver,
  type VettedAddress,
} from '#server/net/outbound-address.ts';

export interface WebhookAddressRules {
  /** WEBHOOKS_ALLOW_PRIVATE: private and loopback hosts are allowed (a receiver on the same network, tests). */
  allowPrivate: boolean;
  /** NODE_ENV=production: https:// only. */
  httpsOnly: boolean;
  /** How host names are resolved; tests give their own. */
  resolve?: Resolver;
}

/** The URL's address checked, or a RefusedAddressError whose message the back office shows. */
export async function vetEndpointUrl(url: string, rules: WebhookAddressRules): Promise<VettedAddress> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RefusedAddressError(WEBHOOK_TEXT.urlInvalid);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new RefusedAddressError(WEBHOOK_TEXT.urlInvalid);
  if (parsed.protocol !== 'https:' && rules.httpsOnly) throw new RefusedAddressError(WEBHOOK_TEXT.urlHttpsOnly);
  return vetHost(parsed, { allowPrivate: rules.allowPrivate, resolve: rules.resolve ?? systemResolver });
}
