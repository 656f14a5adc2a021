/**
 * The contact page's map of the shop, drawn as an SVG from a small hand-written plan of the
 * main streets around it, so the page needs no map service, script or network (decision
 * 0027). It is a schematic for finding the door; the page links to OpenStreetMap for the
 * full map. `npm run map:draw` writes it to public/images/store-map.svg; a test fails when
 * the committed file differs from what this draws.
 */
import { STORE_CONTACT, STORE_MAP_IMAGE } from '#domain/store-contact.ts';
import { STORE_NAME } from '#domain/store.ts';

export const STORE_MAP = { ...STORE_MAP_IMAGE, file: `public${STORE_MAP_IMAGE.src}` } as const;

type LonLat = readonly [lon: number, lat: number];

interface Street {
  /** As printed on the map (abbreviated, as maps do, to fit a block). */
  name: string;
  /** Its centre line, west to east or north to south. */
  line: readonly LonLat[];
  kind: 'avenue' | 'street' | 'boulevard';
  /** Where the name sits: a longitude on a street running east–west, a latitude on one running north–south (mid-block, clear of crossings). */
  labelAt: number;
}

interface Area {
  name: string;
  kind: 'park' | 'square';
  corners: readonly LonLat[];
}

/** The part of central Bishkek the map shows: about 1.3 km across, centred near the shop, at the picture's proportions. */
const BOUNDS = (() => {
  const centre = { lat: 42.8745, lon: 74.6071 };
  const lonSpan = 0.016;
  const latSpan = (lonSpan * Math.cos((centre.lat * Math.PI) / 180) * STORE_MAP_IMAGE.height) / STORE_MAP_IMAGE.width;
  return {
    west: centre.lon - lonSpan / 2,
    east: centre.lon + lonSpan / 2,
    south: centre.lat - latSpan / 2,
    north: centre.lat + latSpan / 2,
  };
})();

// Central Bishkek is a near-rectangular grid: avenues and streets run east–west, the
// cross streets north–south.
const STREETS: readonly Street[] = [
  {
    name: 'Chui Ave',
    kind: 'avenue',
    line: [
      [74.595, 42.8766],
      [74.62, 42.8766],
    ],
    labelAt: 74.6016,
  },
  {
    name: 'Kievskaya St',
    kind: 'street',
    line: [
      [74.595, 42.874],
      [74.62, 42.874],
    ],
    labelAt: 74.6105,
  },
  {
    name: 'Toktogul St',
    kind: 'street',
    line: [
      [74.595, 42.8714],
      [74.62, 42.8714],
    ],
    labelAt: 74.6016,
  },
  {
    name: 'Togolok Moldo St',
    kind: 'street',
    line: [
      [74.5995, 42.881],
      [74.5995, 42.868],
    ],
    labelAt: 42.8727,
  },
  {
    name: 'Panfilov St',
    kind: 'street',
    line: [
      [74.6038, 42.881],
      [74.6038, 42.868],
    ],
    labelAt: 42.8753,
  },
  {
    name: 'Erkindik Blvd',
    kind: 'boulevard',
    line: [
      [74.6082, 42.881],
      [74.6082, 42.868],
    ],
    labelAt: 42.8727,
  },
  {
    name: 'Abdrakhmanov St',
    kind: 'street',
    line: [
      [74.6128, 42.881],
      [74.6128, 42.868],
    ],
    labelAt: 42.8753,
  },
];

const AREAS: readonly Area[] = [
  {
    name: 'Ala-Too Square',
    kind: 'square',
    corners: [
      [74.6002, 42.8769],
      [74.6034, 42.8769],
      [74.6034, 42.8788],
      [74.6002, 42.8788],
    ],
  },
  {
    name: 'Oak Park',
    kind: 'park',
    corners: [
      [74.6086, 42.8769],
      [74.6124, 42.8769],
      [74.6124, 42.8789],
      [74.6086, 42.8789],
    ],
  },
];

const COLORS = {
  land: '#f3f1ec',
  park: '#dfe7d6',
  parkText: '#5d7352',
  square: '#e8e4dc',
  casing: '#dcd6cb',
  road: '#ffffff',
  label: '#6b6b6b',
  ink: '#111111',
} as const;

const ROAD_WIDTH: Record<Street['kind'], number> = { avenue: 22, boulevard: 32, street: 16 };

/** Longitude and latitude to the picture's pixels (equirectangular: fine at this scale). */
function toPoint([lon, lat]: LonLat): [number, number] {
  const x = ((lon - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * STORE_MAP.width;
  const y = ((BOUNDS.north - lat) / (BOUNDS.north - BOUNDS.south)) * STORE_MAP.height;
  return [round(x), round(y)];
}

const round = (n: number) => Math.round(n * 10) / 10;

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const pathOf = (points: readonly LonLat[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${toPoint(p).join(' ')}`).join(' ');

function streetLabel(street: Street): string {
  const [lon, lat] = street.line[0]!;
  const vertical = lon === street.line.at(-1)![0];
  const [x, y] = toPoint(vertical ? [lon, street.labelAt] : [street.labelAt, lat]);
  const transform = vertical ? ` transform="rotate(-90 ${x} ${y})"` : '';
  return `<text x="${x}" y="${y}" dy="4.5" text-anchor="middle"${transform} class="street">${escapeXml(street.name.toUpperCase())}</text>`;
}

/** Metres per pixel across the picture, for the scale bar. */
function metresPerPixel(): number {
  const midLat = ((BOUNDS.north + BOUNDS.south) / 2) * (Math.PI / 180);
  return ((BOUNDS.east - BOUNDS.west) * 111_320 * Math.cos(midLat)) / STORE_MAP.width;
}

export function drawStoreMap(): string {
  const { width, height } = STORE_MAP;
  const [px, py] = toPoint([STORE_CONTACT.location.lon, STORE_CONTACT.location.lat]);
  const scalePx = round(200 / metresPerPixel());

  const areas = AREAS.map((area) => {
    const fill = area.kind === 'park' ? COLORS.park : COLORS.square;
    const [x0, y0] = toPoint(area.corners[0]!);
    const [x1, y1] = toPoint(area.corners[2]!);
    const cx = round((x0 + x1) / 2);
    const cy = round((y0 + y1) / 2);
    return `<path d="${pathOf(area.corners)} Z" fill="${fill}"/><text x="${cx}" y="${cy}" dy="5" text-anchor="middle" class="area${area.kind === 'park' ? ' park' : ''}">${escapeXml(area.name)}</text>`;
  }).join('');
  const casings = STREETS.map(
    (s) => `<path d="${pathOf(s.line)}" stroke="${COLORS.casing}" stroke-width="${ROAD_WIDTH[s.kind] + 3}"/>`,
  ).join('');
  const roads = STREETS.map(
    (s) => `<path d="${pathOf(s.line)}" stroke="${COLORS.road}" stroke-width="${ROAD_WIDTH[s.kind]}"/>`,
  ).join('');
  // The boulevard's tree-lined middle strip.
  const boulevards = STREETS.filter((s) => s.kind === 'boulevard')
    .map((s) => `<path d="${pathOf(s.line)}" stroke="${COLORS.park}" stroke-width="14"/>`)
    .join('');
  const labels = STREETS.map(streetLabel).join('');

  const tagWidth = 104;
  const pin = [
    `<ellipse cx="${px}" cy="${py}" rx="9" ry="3.5" fill="${COLORS.ink}" opacity="0.2"/>`,
    `<path d="M${px} ${py} C${px - 4} ${py - 12} ${px - 14} ${py - 18} ${px - 14} ${py - 30} A14 14 0 1 1 ${px + 14} ${py - 30} C${px + 14} ${py - 18} ${px + 4} ${py - 12} ${px} ${py} Z" fill="${COLORS.ink}" stroke="#fff" stroke-width="2"/>`,
    `<circle cx="${px}" cy="${py - 30}" r="5" fill="#fff"/>`,
    `<rect x="${px + 20}" y="${py - 46}" width="${tagWidth}" height="30" fill="${COLORS.ink}"/>`,
    `<text x="${px + 20 + tagWidth / 2}" y="${py - 31}" dy="5" text-anchor="middle" class="tag">${escapeXml(STORE_NAME)}</text>`,
  ].join('');

  const compass = `<g transform="translate(${width - 36} 36)"><circle r="18" fill="#fff" stroke="${COLORS.casing}"/><path d="M0 -11 L5 4 L0 1 L-5 4 Z" fill="${COLORS.ink}"/><text y="14" dy="-1" text-anchor="middle" class="compass">N</text></g>`;
  const scale = `<g transform="translate(20 ${height - 22})"><path d="M0 -5 V0 H${scalePx} V-5" fill="none" stroke="${COLORS.ink}" stroke-width="1.5"/><text x="${round(scalePx + 8)}" y="0" class="scale">200 m</text></g>`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">Map: ${escapeXml(STORE_NAME)} at ${escapeXml(STORE_CONTACT.addressLines.join(', '))}</title>`,
    '<style>text{font-family:Helvetica,Arial,sans-serif}',
    `.street{font-size:12px;letter-spacing:1.5px;fill:${COLORS.label};stroke:${COLORS.road};stroke-width:3px;paint-order:stroke}`,
    `.area{font-size:14px;font-style:italic;fill:${COLORS.label}}.park{fill:${COLORS.parkText}}`,
    '.tag{font-size:15px;font-weight:bold;letter-spacing:3px;fill:#fff}',
    `.compass{font-size:10px;font-weight:bold;fill:${COLORS.ink}}.scale{font-size:13px;fill:${COLORS.ink}}</style>`,
    `<rect width="${width}" height="${height}" fill="${COLORS.land}"/>`,
    areas,
    `<g fill="none" stroke-linecap="butt">${casings}${roads}${boulevards}</g>`,
    labels,
    pin,
    compass,
    scale,
    '</svg>',
    '',
  ].join('\n');
}

// Run as a script: write the file the page shows.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fs = await import('node:fs/promises');
  await fs.mkdir('public/images', { recursive: true });
  await fs.writeFile(STORE_MAP.file, drawStoreMap());
  process.stdout.write(`wrote ${STORE_MAP.file}\n`);
}
