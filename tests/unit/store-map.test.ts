import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openStreetMapUrl, STORE_CONTACT } from '#domain/store-contact.ts';
import { drawStoreMap, STORE_MAP } from '../../scripts/store-map';

describe('the contact page map', () => {
  it('is the committed file: after changing the plan, run npm run map:draw', async () => {
    expect(await fs.readFile(STORE_MAP.file, 'utf8')).toBe(drawStoreMap());
  });

  it('is sized as the page reserves it and names the address for screen readers', () => {
    const svg = drawStoreMap();
    expect(svg).toContain(
      `width="${STORE_MAP.width}" height="${STORE_MAP.height}" viewBox="0 0 ${STORE_MAP.width} ${STORE_MAP.height}"`,
    );
    expect(svg).toContain(`<title id="title">Map: ALATOO at ${STORE_CONTACT.addressLines.join(', ')}</title>`);
    // Drawn, not fetched: nothing in it reaches the network.
    expect(svg).not.toMatch(/href=|url\(|@import|<script/);
  });

  it('links out to the pin on OpenStreetMap', () => {
    const { lat, lon } = STORE_CONTACT.location;
    expect(openStreetMapUrl()).toBe(`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`);
  });
});
