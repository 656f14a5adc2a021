/**
 * GET /feeds/google.xml and GET /feeds/meta.csv (decision 69): the catalogue as Google
 * Merchant Center's product feed and Meta's catalogue file, for those services to fetch on
 * their schedule. Served by Hono, not as React Router resource routes like the sitemap: a
 * feed is the services' work alone (no page, no layout, no language cookie), answered from
 * memory with an ETag and its compressed copy made once, and declared with the API's
 * routes, so the published document describes it.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '#domain/languages.ts';
import { FEED_PATHS, feedQuerySchema } from '#domain/product-feeds.ts';
import type { Services } from '#server/context.ts';
import { acceptsEncoding, weakenedForEncoding } from '#server/http/compression.ts';
import { etagMatches } from '#server/http/etag.ts';
import { query } from '#server/http/request-input.ts';
import type { FeedKind } from '#server/services/feeds/index.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import { answer } from './openapi/operation';

const TAG = 'Feeds';

/**
 * The same for everyone: any cache may keep a feed for five minutes, then ask again with
 * its ETag (a 304 until the catalogue changes).
 */
export const FEED_CACHE_CONTROL = 'public, max-age=300';

const CONTENT_TYPES: Record<FeedKind, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};

const LANGUAGE_TEXT =
  '`lang=ru` or `lang=ky` writes the names, descriptions, categories and links in that language (English where none was given); English without it.';
const CACHING_TEXT =
  'Written once per catalogue version and kept in memory; `ETag` with `If-None-Match` answers 304 while the catalogue is unchanged.';

export const FEEDS_ROUTES = {
  google: declareRoute({
    method: 'get',
    path: FEED_PATHS.google,
    tag: TAG,
    summary: 'The catalogue as a Google Merchant Center product feed',
    description: `RSS 2.0 with Google’s \`g:\` namespace: one item per colour and size, grouped by product (\`g:item_group_id\`), with its price, sale price and its dates, availability, images, colour, size and the shipping of the zones that name their countries. ${LANGUAGE_TEXT} ${CACHING_TEXT}`,
    access: 'public',
    query: feedQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'The feed.',
        contentType: 'application/xml',
        schema: z.string(),
        examples: [
          {
            summary: 'One item',
            value:
              '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>ALATOO</title>…<item><g:id>…-M</g:id><g:item_group_id>…</g:item_group_id><title>Wool coat, Black, M</title>…<g:price>129.00 USD</g:price>…</item>\n</channel>\n</rss>\n',
          },
        ],
      }),
    ],
  }),
  meta: declareRoute({
    method: 'get',
    path: FEED_PATHS.meta,
    tag: TAG,
    summary: 'The catalogue as a Meta (Facebook, Instagram) catalogue data feed',
    description: `CSV (RFC 4180, a header line, CRLF line ends) with Meta’s fields: one record per colour and size, grouped by product (\`item_group_id\`). ${LANGUAGE_TEXT} ${CACHING_TEXT}`,
    access: 'public',
    query: feedQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'The feed.',
        contentType: 'text/csv',
        schema: z.string(),
        examples: [
          {
            summary: 'Its header and one record',
            value:
              'id,title,description,availability,condition,price,link,image_link,brand,item_group_id,color,size,sale_price,sale_price_effective_date,additional_image_link,product_type\r\n…-M,"Wool coat, Black, M",…,in stock,new,129.00 USD,…\r\n',
          },
        ],
      }),
    ],
  }),
};

/**
 * The feed as kept, gzipped (services/feeds/feeds.ts), to a client that accepts gzip (the
 * shopping services do); decompressed on the way out to one that does not.
 */
async function sendFeed(c: Context, services: Services, kind: FeedKind): Promise<Response> {
  const { lang } = query(c, feedQuerySchema);
  const feed = await services.feeds.feed(kind, lang ?? DEFAULT_LANGUAGE);
  const etag = `"${feed.digest}"`;
  const headers = new Headers({ 'Cache-Control': FEED_CACHE_CONTROL, Vary: 'Accept-Encoding' });
  if (etagMatches(c.req.header('If-None-Match'), etag)) {
    headers.set('ETag', etag);
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', CONTENT_TYPES[kind]);
  if (acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip')) {
    headers.set('ETag', weakenedForEncoding(etag));
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(feed.gzipped.byteLength));
    return new Response(c.req.method === 'HEAD' ? null : feed.gzipped, { status: 200, headers });
  }
  headers.set('ETag', etag);
  headers.set('Content-Length', String(feed.length));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const text = Readable.from([feed.gzipped]).pipe(zlib.createGunzip());
  return new Response(Readable.toWeb(text) as ReadableStream<Uint8Array>, { status: 200, headers });
}

export function feedsApi(services: Services) {
  return declaredRouter('/feeds')
    .handle(FEEDS_ROUTES.google, (c) => sendFeed(c, services, 'google'))
    .handle(FEEDS_ROUTES.meta, (c) => sendFeed(c, services, 'meta')).app;
}
