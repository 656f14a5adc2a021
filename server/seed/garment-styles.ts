/**
 * The drawing of every demo item (demo-catalogue.ts names each item's style): no two
 * items share one. Each is its category's silhouette with the item's own parts — a V neck,
 * stripes, a hood, quilting, a wide leg — so the picture says what the name and blurb say.
 */
import {
  type Drawing,
  type Palette,
  CX,
  band,
  both,
  button,
  check,
  diamonds,
  dots,
  flecks,
  flowers,
  grid,
  noise,
  part,
  patchPocket,
  poly,
  pt,
  ribs,
  seam,
  stitch,
  stripes,
  verticals,
  zip,
} from './garment-drawing';
import {
  type LegCut,
  type LegPart,
  type SkirtCut,
  type SkirtGeom,
  type SkirtPart,
  JEANS_CUT,
  SHORTS_CUT,
  creases,
  fanLines,
  frayedHems,
  frontPockets,
  fly,
  legHems,
  legSeams,
  legs,
  skirt,
  skirtBand,
  skirtHem,
  turnUps,
  waistband,
} from './garment-bottoms';
import {
  type CollarKind,
  type TopCut,
  type TopGeom,
  HOODIE_CUT,
  JACKET_CUT,
  SHIRT_CUT,
  SWEATER_CUT,
  TEE_CUT,
  armholeSeams,
  boatNeck,
  cuffs,
  drawcords,
  hemRib,
  hemStitch,
  hoodBehind,
  hoodOpening,
  kangaroo,
  neckInside,
  neckRib,
  placket,
  shirtCollar,
  standCollar,
  top,
} from './garment-tops';

type TopPart = (g: TopGeom, p: Palette) => string;

// ---------------------------------------------------------------------------------------
// Fabrics

const linen = (p: Palette) =>
  flecks(p.line, 21, 380, { length: 22, width: 2.2, opacity: 0.16 }) +
  flecks('#ffffff', 22, 220, { length: 16, opacity: 0.18 });

/** The light a smooth, lustrous fabric (satin, silk, a waxed or coated shell) catches. */
const sheen = (p: Palette) =>
  `<rect x="60" y="60" width="680" height="900" fill="url(#sheen)" opacity="${p.dark ? 0.45 : 1}"/>`;

/** Knit stitches: short vertical dashes in columns. */
const knit = (p: Palette) => verticals(p.line, 24, 2, 0.14, '5 4');

// ---------------------------------------------------------------------------------------
// T-shirts

interface TeeOptions {
  cut?: Partial<TopCut>;
  neck?: 'crew' | 'v' | 'boat';
  texture?: (p: Palette) => string;
  cuff?: 'hem' | 'rolled' | 'rib';
  parts?: readonly TopPart[];
}

function tee(o: TeeOptions = {}): Drawing {
  const neck = o.neck ?? 'crew';
  const neckParts: TopPart[] =
    neck === 'boat' ? [boatNeck] : [(g, p) => neckInside(g, p), (g, p) => neckRib(g, p, neck === 'v' ? 14 : 13)];
  return top({
    cut: { ...TEE_CUT, ...o.cut },
    ...(o.texture ? { texture: o.texture } : {}),
    parts: [
      ...neckParts,
      armholeSeams,
      (g, p) => cuffs(g, p, o.cuff ?? 'hem', o.cuff === 'rib' ? 30 : 40),
      hemStitch,
      ...(o.parts ?? []),
    ],
  });
}

/** A screen print of mountains under a sun, in the contrast colour, on the chest. */
function mountainPrint(p: Palette): string {
  const y = 470;
  const ink = p.contrast;
  return (
    `<circle cx="${CX + 52}" cy="${y - 118}" r="30" fill="none" stroke="${ink}" stroke-width="6"/>` +
    part(
      poly([
        [CX - 118, y],
        [CX - 40, y - 120],
        [CX + 10, y - 54],
        [CX + 46, y - 92],
        [CX + 118, y],
      ]),
      p,
      ink,
      0,
    ) +
    part(
      poly([
        [CX - 62, y - 86],
        [CX - 40, y - 120],
        [CX - 18, y - 86],
        [CX - 30, y - 92],
        [CX - 40, y - 80],
        [CX - 50, y - 92],
      ]),
      p,
      p.base,
      0,
    ) +
    part(
      poly([
        [CX + 32, y - 72],
        [CX + 46, y - 92],
        [CX + 62, y - 70],
        [CX + 52, y - 74],
        [CX + 44, y - 66],
      ]),
      p,
      p.base,
      0,
    ) +
    `<path d="M${CX - 118} ${y + 22}h236M${CX - 90} ${y + 40}h180" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`
  );
}

// ---------------------------------------------------------------------------------------
// Shirts

interface ShirtOptions {
  collar: CollarKind;
  cut?: Partial<TopCut>;
  texture?: (p: Palette) => string;
  buttons?: number;
  buttonFill?: (p: Palette) => string;
  cuff?: 'shirt' | 'hem' | 'rolled';
  /** Parts drawn before the placket and collar (pockets, yokes). */
  parts?: readonly TopPart[];
}

function shirt(o: ShirtOptions): Drawing {
  const open = o.collar === 'camp' || o.collar === 'notch';
  return top({
    cut: { ...SHIRT_CUT, ...o.cut },
    ...(o.texture ? { texture: o.texture } : {}),
    parts: [
      armholeSeams,
      (g, p) => cuffs(g, p, o.cuff ?? 'shirt', o.cuff === 'hem' ? 36 : 50),
      hemStitch,
      ...(o.parts ?? []),
      (g, p) => placket(g, p, g.cut.top + (open ? 140 : 44), o.buttons ?? 6, o.buttonFill?.(p) ?? p.trim),
      (g, p) => shirtCollar(g, p, o.collar),
    ],
  });
}

/** A yoke seam across the chest; pointed, as on a denim jacket. */
function yoke(y: number, pointed = false, thread?: string): TopPart {
  return (g, p) => {
    const x = g.armpitR[0] - 6;
    const d = pointed
      ? `M${2 * CX - x} ${y} L${CX - 92} ${y} L${CX - 50} ${y + 44} L${CX - 20} ${y} M${CX + 20} ${y} L${CX + 50} ${y + 44} L${CX + 92} ${y} L${x} ${y}`
      : `M${2 * CX - x} ${y} Q${CX} ${y + 14} ${x} ${y}`;
    const shifted = d.replace(/(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g, (_, a: string, b: string) => `${a} ${Number(b) + 9}`);
    return seam(d, p, 2.5, 0.75) + stitch(shifted, thread ?? p.stitch, 1.8, 0.85);
  };
}

// ---------------------------------------------------------------------------------------
// Sweaters

interface SweaterOptions {
  cut?: Partial<TopCut>;
  neck: TopPart;
  texture?: (p: Palette) => string;
  parts?: readonly TopPart[];
  band?: number;
  sleeve?: 'rib' | 'hem';
}

function sweater(o: SweaterOptions): Drawing {
  return top({
    cut: { ...SWEATER_CUT, ...o.cut },
    ...(o.texture ? { texture: o.texture } : {}),
    parts: [
      armholeSeams,
      (g, p) => cuffs(g, p, o.sleeve ?? 'rib', o.band ?? 52),
      (g, p) => hemRib(g, p, o.band ?? 56),
      ...(o.parts ?? []),
      o.neck,
    ],
  });
}

const crewRib: TopPart = (g, p) => neckInside(g, p) + neckRib(g, p, 16);

/** Cables: twisted pairs in columns at `xs`, with moss stitch dotted between. */
function cables(p: Palette, xs: readonly number[]): string {
  let out = dots(p.line, 31, 700, 2.2, 0.2);
  for (const x of xs) {
    let d = '';
    for (let y = 150; y < 900; y += 48) {
      d += `M${x - 18} ${y} Q${x + 26} ${y + 24} ${x - 18} ${y + 48} M${x + 18} ${y} Q${x - 26} ${y + 24} ${x + 18} ${y + 48} `;
    }
    out +=
      `<rect x="${x - 34}" y="60" width="68" height="900" fill="${p.band}"/>` +
      `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="6" stroke-opacity="0.42"/>` +
      seam(`M${x - 38} 60V960M${x + 38} 60V960`, p, 3, 0.3);
  }
  return out;
}

/** A Fair Isle yoke: rings of motifs round the neck in the contrast colour. */
function fairIsle(p: Palette): string {
  const c = p.contrast;
  const cy = 150;
  const ring = (r: number, count: number, draw: (x: number, y: number) => string) =>
    Array.from({ length: count }, (_, i) => {
      const a = (i / count) * Math.PI * 2;
      return draw(Math.round(CX + Math.cos(a) * r), Math.round(cy + Math.sin(a) * r));
    }).join('');
  return (
    `<circle cx="${CX}" cy="${cy}" r="250" fill="${p.band}"/>` +
    `<circle cx="${CX}" cy="${cy}" r="238" fill="none" stroke="${c}" stroke-width="8" stroke-dasharray="8 8"/>` +
    ring(206, 44, (x, y) => `<path d="M${x} ${y - 13}l11 13l-11 13l-11 -13z" fill="${c}"/>`) +
    `<circle cx="${CX}" cy="${cy}" r="176" fill="none" stroke="${c}" stroke-width="5"/>` +
    ring(152, 32, (x, y) => `<circle cx="${x}" cy="${y}" r="7" fill="${c}"/>`) +
    `<circle cx="${CX}" cy="${cy}" r="126" fill="none" stroke="${c}" stroke-width="8" stroke-dasharray="8 8"/>`
  );
}

/** A cardigan's open front: a V down to the first button, then the button band to the hem. */
const cardiganFront: TopPart = (g, p) => {
  const y = 430;
  const l = [2 * CX - g.neckR[0], g.neckR[1]] as const;
  const horn = '#7a5434';
  return (
    part(`M${pt(l)} Q${CX} ${g.cut.top + 12} ${pt(g.neckR)} L${CX} ${y} Z`, p, p.inside) +
    band(
      `M${pt(g.neckR)} L${CX + 20} ${y} L${CX + 20} ${g.hemC[1]} L${CX} ${g.hemC[1]} L${CX} ${y + 10} L${g.neckR[0] - 18} ${g.neckR[1]} Z`,
      p,
    ) +
    band(
      `M${pt(l)} L${CX - 20} ${y} L${CX - 20} ${g.hemC[1]} L${CX} ${g.hemC[1]} L${CX} ${y + 10} L${l[0] + 18} ${l[1]} Z`,
      p,
    ) +
    [y + 30, y + 150, y + 270, y + 390].map((by) => button(CX, by, p, 12, horn)).join('')
  );
};

// ---------------------------------------------------------------------------------------
// Hoodies

interface HoodieOptions {
  cut?: Partial<TopCut>;
  texture?: (p: Palette) => string;
  lining?: (p: Palette) => string;
  /** Drawn inside the hood's opening, over its lining. */
  pile?: TopPart;
  parts?: readonly TopPart[];
  hem?: 'rib' | 'stitch' | 'raw';
  cords?: 'round' | 'flat' | 'none';
}

function hoodie(o: HoodieOptions): Drawing {
  return top({
    cut: { ...HOODIE_CUT, ...o.cut },
    back: (g) => hoodBehind(g),
    ...(o.texture ? { texture: o.texture } : {}),
    parts: [
      armholeSeams,
      (g, p) => cuffs(g, p, 'rib', 48),
      (g, p) => (o.hem === 'stitch' ? hemStitch(g, p) : o.hem === 'raw' ? rawHem(g, p) : hemRib(g, p, 56)),
      ...(o.parts ?? []),
      (g, p) => hoodOpening(g, p, o.lining?.(p) ?? p.inside) + (o.pile?.(g, p) ?? ''),
      (g, p) => (o.cords === 'none' ? '' : drawcords(g, p, o.cords === 'flat')),
    ],
  });
}

/** A raw, cut edge: a frayed line along the hem. */
function rawHem(g: TopGeom, p: Palette): string {
  const [dx, y] = g.cut.hem;
  let d = `M${CX - dx + 4} ${y}`;
  for (let x = CX - dx + 10; x < CX + dx - 4; x += 6) d += `L${x} ${y + (x % 12 === 0 ? 8 : 1)}`;
  return (
    `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="2.5" stroke-opacity="0.7"/>` +
    seam(`M${CX - dx + 4} ${y - 18} L${CX + dx - 4} ${y - 18}`, p, 1.5, 0.3)
  );
}

/** A small embroidered badge on the chest. */
const logo: TopPart = (_, p) =>
  `<circle cx="${CX + 86}" cy="340" r="27" fill="none" stroke="${p.contrast}" stroke-width="5"/>` +
  `<path d="M${CX + 68} 352 L${CX + 82} 328 L${CX + 90} 340 L${CX + 96} 332 L${CX + 106} 352 Z" fill="${p.contrast}"/>`;

const sherpa = (p: Palette) => (p.dark ? '#e9e1d2' : '#f5efe4');
/** Sherpa's curly pile inside the hood's opening. */
const sherpaPile: TopPart = (g) => {
  const rnd = noise(41);
  let out = '';
  for (let i = 0; i < 70; i++) {
    const a = rnd() * Math.PI * 2;
    const r = Math.sqrt(rnd());
    out += `<circle cx="${Math.round(CX + Math.cos(a) * r * 54)}" cy="${Math.round(g.cut.top + 4 + Math.sin(a) * r * 76)}" r="${(3 + rnd() * 3).toFixed(1)}"/>`;
  }
  return `<g fill="#d9cdb8" fill-opacity="0.8">${out}</g>`;
};

// ---------------------------------------------------------------------------------------
// Jackets

interface JacketOptions {
  cut?: Partial<TopCut>;
  texture?: (p: Palette) => string;
  back?: (g: TopGeom) => string;
  parts: readonly TopPart[];
}

function jacket(o: JacketOptions): Drawing {
  return top({
    cut: { ...JACKET_CUT, ...o.cut },
    ...(o.back ? { back: o.back } : {}),
    ...(o.texture ? { texture: o.texture } : {}),
    parts: [armholeSeams, ...o.parts],
  });
}

/** Buttons or snaps down the centre front, from `y0` to near the hem. */
const frontButtons =
  (y0: number, count: number, fill?: (p: Palette) => string, r = 8, x = CX + 16): TopPart =>
  (g, p) => {
    const y1 = g.hemC[1] - 70;
    return (
      seam(`M${CX} ${g.neckBottom[1]} L${CX} ${g.hemC[1]}`, p, 3, 0.85) +
      Array.from({ length: count }, (_, i) =>
        button(x, y0 + ((y1 - y0) * i) / Math.max(1, count - 1), p, r, fill?.(p) ?? p.trim),
      ).join('')
    );
  };

const DENIM_THREAD = '#d9a441';
const COPPER = '#b87333';

/** The denim jacket's band at the waist, with its adjustable tabs. */
const waistTabs: TopPart = (g, p) => {
  const [dx, y] = g.cut.hem;
  return (
    band(`M${CX - dx} ${y - 62} L${CX + dx} ${y - 62} L${CX + dx} ${y} L${CX - dx} ${y} Z`, p) +
    stitch(`M${CX - dx + 6} ${y - 50} L${CX + dx - 6} ${y - 50}`, DENIM_THREAD, 2) +
    both((m) => {
      const [x] = m([CX + dx - 54, 0]);
      return (
        `<rect x="${x - 20}" y="${y - 44}" width="40" height="24" rx="4" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>` +
        button(x, y - 32, p, 5, COPPER)
      );
    })
  );
};

/** Sleeve-end cuffs and a straight stitched hem band, for jackets without ribbing. */
const jacketHem: TopPart = (g, p) => cuffs(g, p, 'rolled', 40) + hemStitch(g, p, 18);

/** A pocket set into the front, its welt slanting. */
const slantWelts: TopPart = (_, p) =>
  both((m) => part(poly([m([CX + 96, 600]), m([CX + 114, 594]), m([CX + 146, 676]), m([CX + 128, 682])]), p, p.band));

/** A collar of another material (corduroy, sherpa), in its own colour. */
function contrastCollar(fill: (p: Palette) => string, kind: CollarKind = 'spread'): TopPart {
  return (g, p) => shirtCollar(g, p, kind).replaceAll(`fill="${p.base}"`, `fill="${fill(p)}"`);
}

/** A tailored jacket's lapels, open in a V down to `vY` over a cream tee. */
function lapels(vY: number): TopPart {
  return (g, p) => {
    const l = [2 * CX - g.neckR[0], g.neckR[1]] as const;
    const r = g.neckR;
    const t = g.cut.top;
    const lapel = (s: 1 | -1) => {
      const x = (dx: number) => CX + s * dx;
      return part(
        `M${x(r[0] - CX - 4)} ${t - 4} L${x(r[0] - CX + 30)} ${t + 64} L${x(r[0] - CX + 12)} ${t + 84} L${x(r[0] - CX + 52)} ${t + 104} L${x(6)} ${vY} L${x(40)} ${vY - 10} L${x(r[0] - CX - 16)} ${t + 20} Z`,
        p,
        p.base,
      );
    };
    return (
      part(`M${pt(l)} Q${CX} ${t - 16} ${pt(r)} L${CX} ${vY} Z`, p, '#f3efe6') +
      `<path d="M${CX - 40} ${t + 30} Q${CX} ${t + 60} ${CX + 40} ${t + 30}" fill="none" stroke="#d6cfc2" stroke-width="4"/>` +
      lapel(1) +
      lapel(-1) +
      button(CX + 14, vY + 40, p, 9) +
      button(CX + 14, vY + 150, p, 9)
    );
  };
}

/** Puffer baffles: stitched channels across, each catching light on its upper half. */
function baffles(p: Palette, pitch = 68): string {
  let out = '';
  for (let y = 120; y < 960; y += pitch) {
    out += `<rect x="60" y="${y}" width="680" height="${pitch * 0.45}" fill="#ffffff" fill-opacity="0.1"/>`;
    out += `<path d="M60 ${y + pitch}H740" stroke="${p.line}" stroke-width="3" stroke-opacity="0.6"/>`;
  }
  return out;
}

/** Taped seams of a waterproof shell: flat bands along the shoulders and sleeves. */
const tapedSeams: TopPart = (g, p) =>
  both((m) => seam(`M${pt(m(g.neckR))} L${pt(m(g.shoulderR))} L${pt(m(g.sleeveOuter))}`, p, 6, 0.25));

// ---------------------------------------------------------------------------------------
// Jeans and shorts

const denim = (thread = DENIM_THREAD): LegPart[] => [
  waistband(thread),
  fly(thread),
  frontPockets(thread, true),
  legSeams(thread),
];

/** Faded thighs and whiskers: a worn, washed look. */
const worn =
  (whiskers: boolean): LegPart =>
  (g, p) =>
    both((m) => {
      const x = m([CX + g.cut.hip[0] / 2 + 6, 0])[0];
      const fade = `<ellipse cx="${x}" cy="${g.cut.crotch + 90}" rx="52" ry="190" fill="url(#fade)"/>`;
      const lines = whiskers
        ? [0, 16, 32]
            .map((dy) =>
              seam(
                `M${pt(m([CX + 30, g.cut.crotch - 30 + dy]))} Q${pt(m([CX + 70, g.cut.crotch - 40 + dy]))} ${pt(m([CX + 110, g.cut.crotch - 70 + dy]))}`,
                p,
                3,
                0.22,
              ),
            )
            .join('')
        : '';
      return fade + lines;
    });

function jeans(cut: Partial<LegCut>, parts: readonly LegPart[] = [], texture?: (p: Palette) => string): Drawing {
  return legs({
    cut: { ...JEANS_CUT, ...cut },
    ...(texture ? { texture } : {}),
    parts: [worn(false), ...denim(), legHems(DENIM_THREAD), ...parts],
  });
}

const SHORTS_PLACE = 'translate(400 450) scale(1.22) translate(-400 -450)';

function shorts(cut: Partial<LegCut>, parts: readonly LegPart[], texture?: (p: Palette) => string): Drawing {
  return legs({ cut: { ...SHORTS_CUT, ...cut }, ...(texture ? { texture } : {}), parts, transform: SHORTS_PLACE });
}

/** A gathered, elasticated waistband with a drawstring tied in a bow. */
const drawstringWaist =
  (rib = false): LegPart =>
  (g, p) => {
    const { top, waist, band: depth } = g.cut;
    let gathers = '';
    if (!rib) for (let x = CX - waist + 12; x < CX + waist; x += 14) gathers += `M${x} ${top + 4}v${depth - 8}`;
    return (
      band(
        `M${CX - waist} ${top} L${CX + waist} ${top} L${CX + waist + 4} ${top + depth} L${CX - waist - 4} ${top + depth} Z`,
        p,
      ) +
      (rib
        ? ribs(`M${CX - waist + 4} ${top + depth / 2} L${CX + waist - 4} ${top + depth / 2}`, p, depth - 6)
        : seam(gathers, p, 2, 0.35)) +
      `<path d="M${CX - 6} ${top + depth / 2} Q${CX - 40} ${top + depth + 40} ${CX - 30} ${top + depth + 80}M${CX + 6} ${top + depth / 2} Q${CX + 44} ${top + depth + 36} ${CX + 36} ${top + depth + 84}" fill="none" stroke="${p.trim}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M${CX} ${top + depth / 2} q-30 -22 -34 4 q20 10 34 -4 q30 -22 34 4 q-20 10 -34 -4z" fill="none" stroke="${p.trim}" stroke-width="5"/>`
    );
  };

/** A cargo pocket with bellows and a flap on the side of each thigh. */
const cargoPockets: LegPart = (g, p) =>
  both((m) => {
    const y = g.cut.crotch + 10;
    const x0 = CX + g.cut.hip[0] - 74;
    const box = [m([x0, y]), m([x0 + 76, y]), m([x0 + 80, y + 120]), m([x0 + 4, y + 124])] as const;
    const flap = [m([x0 - 4, y - 10]), m([x0 + 80, y - 10]), m([x0 + 80, y + 24]), m([x0 - 4, y + 24])] as const;
    return (
      part(`M${box.map(pt).join(' L')} Z`, p, p.base) +
      seam(
        `M${pt(m([x0 + 10, y + 4]))} L${pt(m([x0 + 12, y + 118]))}M${pt(m([x0 + 70, y + 4]))} L${pt(m([x0 + 72, y + 116]))}`,
        p,
        2,
        0.4,
      ) +
      part(`M${flap.map(pt).join(' L')} Z`, p, p.band) +
      button(m([x0 + 38, 0])[0], y + 10, p, 5)
    );
  });

/** A webbing belt with a metal buckle through the loops. */
const webbingBelt: LegPart = (g, p) => {
  const { top, waist, band: depth } = g.cut;
  return (
    `<path d="M${CX - waist} ${top + 8} L${CX + waist} ${top + 8} L${CX + waist + 2} ${top + depth - 8} L${CX - waist - 2} ${top + depth - 8} Z" fill="${p.dark ? '#5a5a55' : '#3f3f3b'}" stroke="${p.line}" stroke-width="2"/>` +
    `<rect x="${CX - 24}" y="${top + 2}" width="48" height="${depth - 4}" rx="6" fill="#c9ccd0" stroke="#7d8288" stroke-width="3"/>`
  );
};

/** Front pleats from the waistband: two folds on each side. */
const pleats: LegPart = (g, p) =>
  both((m) =>
    [40, 70]
      .map((dx) =>
        seam(
          `M${pt(m([CX + dx, g.bandBottom]))} Q${pt(m([CX + dx + 4, g.bandBottom + 50]))} ${pt(m([CX + dx + 2, g.bandBottom + 110]))}`,
          p,
          2.5,
          0.55,
        ),
      )
      .join(''),
  );

/** Contrast stripes down the side seams. */
const sideStripes: LegPart = (g, p) =>
  both(
    (m) =>
      `<path d="M${pt(m([CX + g.cut.hip[0] - 30, g.bandBottom]))} L${pt(m([g.hemOuter[0] - 34, g.hemOuter[1] - 2]))}" stroke="${p.contrast}" stroke-width="16"/>` +
      `<path d="M${pt(m([CX + g.cut.hip[0] - 56, g.bandBottom]))} L${pt(m([g.hemOuter[0] - 62, g.hemOuter[1] - 2]))}" stroke="${p.contrast}" stroke-width="6"/>`,
  );

/** Rounded side splits at the hem, as on running and lounge shorts. */
const sideSplits: LegPart = (g, p) =>
  both((m, side) => {
    const o = m(g.hemOuter);
    const s = -side;
    return `<path d="M${pt([o[0] + s * 2, o[1] + 2])} Q${pt([o[0] + s * 6, o[1] - 44])} ${pt([o[0] + s * 30, o[1] - 2])} Z" fill="#efe9df" stroke="${p.line}" stroke-width="2.5"/>`;
  });

/** The pocket bags of cut-offs, peeking out below the frayed hem. */
const pocketBags: LegPart = (g) =>
  both((m, side) => {
    const o = m(g.hemOuter);
    const s = -side;
    return `<path d="M${pt([o[0] + s * 20, o[1] - 4])} L${pt([o[0] + s * 70, o[1] - 2])} L${pt([o[0] + s * 62, o[1] + 22])} Q${pt([o[0] + s * 40, o[1] + 30])} ${pt([o[0] + s * 24, o[1] + 18])} Z" fill="#efe9df" stroke="#b9b2a6" stroke-width="2"/>`;
  });

// ---------------------------------------------------------------------------------------
// Skirts

/** A drawstring waist for a skirt: gathered band and a bow. */
function drawstringSkirt(g: SkirtGeom, p: Palette): string {
  const { top, waist, band: depth } = g.cut;
  let gathers = '';
  for (let x = CX - waist + 12; x < CX + waist; x += 14) gathers += `M${x} ${top + 4}v${depth - 8}`;
  return (
    band(
      `M${CX - waist} ${top} L${CX + waist} ${top} L${CX + waist + 4} ${top + depth} L${CX - waist - 4} ${top + depth} Z`,
      p,
    ) +
    seam(gathers, p, 2, 0.35) +
    `<path d="M${CX - 6} ${top + depth / 2} Q${CX - 40} ${top + depth + 40} ${CX - 30} ${top + depth + 90}M${CX + 6} ${top + depth / 2} Q${CX + 44} ${top + depth + 36} ${CX + 36} ${top + depth + 94}" fill="none" stroke="${p.trim}" stroke-width="5" stroke-linecap="round"/>`
  );
}

const SKIRT_CUT: SkirtCut = { top: 200, waist: 110, band: 46, sides: [], hem: [250, 820], hemCurve: 40 };

function skirtOf(
  cut: Partial<SkirtCut>,
  parts: readonly SkirtPart[],
  texture?: (p: Palette, g: SkirtGeom) => string,
): Drawing {
  return skirt({ cut: { ...SKIRT_CUT, ...cut }, ...(texture ? { texture } : {}), parts });
}

/** Buttons down a skirt's centre front with its placket seams. */
const skirtButtons =
  (count: number, fill?: (p: Palette) => string): SkirtPart =>
  (g, p) => {
    const y0 = g.bandBottom + 30;
    const y1 = g.hemC[1] - 60;
    return (
      seam(
        `M${CX - 14} ${g.bandBottom} L${CX - 14} ${g.hemC[1]}M${CX + 14} ${g.bandBottom} L${CX + 14} ${g.hemC[1]}`,
        p,
        2,
        0.5,
      ) +
      Array.from({ length: count }, (_, i) =>
        button(CX, y0 + ((y1 - y0) * i) / Math.max(1, count - 1), p, 8, fill?.(p) ?? p.trim),
      ).join('')
    );
  };

/** A bow tied at the waist, its ends hanging. */
function bow(x: number, y: number, p: Palette, length = 150): string {
  return (
    part(`M${x} ${y} Q${x - 40} ${y - 30} ${x - 52} ${y + 4} Q${x - 30} ${y + 22} ${x} ${y} Z`, p, p.band) +
    part(`M${x} ${y} Q${x + 40} ${y - 30} ${x + 52} ${y + 4} Q${x + 30} ${y + 22} ${x} ${y} Z`, p, p.band) +
    part(
      `M${x - 4} ${y + 4} Q${x - 22} ${y + length / 2} ${x - 14} ${y + length} L${x + 2} ${y + length - 4} Q${x - 6} ${y + length / 2} ${x + 6} ${y + 6} Z`,
      p,
      p.band,
    ) +
    part(
      `M${x + 4} ${y + 4} Q${x + 26} ${y + length / 2} ${x + 24} ${y + length - 10} L${x + 38} ${y + length - 16} Q${x + 34} ${y + length / 2} ${x + 10} ${y + 2} Z`,
      p,
      p.band,
    ) +
    `<circle cx="${x}" cy="${y + 2}" r="9" fill="${p.band}" stroke="${p.line}" stroke-width="2.5"/>`
  );
}

/** Seams where a skirt's tiers meet, each gathered; `sides` holds the steps of its outline. */
function tiers(ys: readonly number[], sides: ReadonlyArray<readonly [number, number]>, p: Palette): string {
  return ys
    .map((y) => {
      const side = sides.find(([, sy]) => sy === y)?.[0] ?? 200;
      let gathers = '';
      for (let x = CX - side + 16; x < CX + side - 10; x += 22) gathers += `M${x} ${y + 6} l-3 24`;
      return seam(`M${CX - side} ${y} Q${CX} ${y + 12} ${CX + side} ${y}`, p, 2.5, 0.7) + seam(gathers, p, 2, 0.25);
    })
    .join('');
}

// ---------------------------------------------------------------------------------------
// Dresses: a bodice and skirt cut in one by topShape

const DRESS_CUT: TopCut = {
  neck: { shape: 'round', half: 60, depth: 56 },
  top: 150,
  shoulder: 100,
  drop: 6,
  sleeve: 'none',
  armpit: [132, 300],
  waist: [112, 450],
  hem: [250, 880],
  hemCurve: 30,
};

/** Thin straps: the shoulder is the strap's width beside the neck, the armhole drops straight. */
const strapCut = (
  neckHalf: number,
  neckDepth: number,
  shape: 'round' | 'square' | 'v' = 'square',
): Partial<TopCut> => ({
  neck: { shape, half: neckHalf, depth: neckDepth },
  shoulder: neckHalf + 10,
  drop: 0,
  armhole: [neckHalf + 14, 150 + neckDepth + 20],
});

function dress(cut: Partial<TopCut>, parts: readonly TopPart[], texture?: (p: Palette) => string): Drawing {
  return top({ cut: { ...DRESS_CUT, ...cut }, ...(texture ? { texture } : {}), parts });
}

/** A seam round the waist. */
const waistSeam: TopPart = (g, p) => {
  const [dx, y] = g.cut.waist ?? [110, 450];
  return seam(`M${CX - dx} ${y} Q${CX} ${y + 10} ${CX + dx} ${y}`, p, 2.5, 0.7);
};

/** Lines fanning from the waist to the hem: sunray pleats, a skirt's folds. */
function skirtFolds(count: number, opacity: number, shaded = false): TopPart {
  return (g, p) => {
    const [wdx, wy] = g.cut.waist ?? [110, 450];
    const [hdx, hy] = g.cut.hem;
    const curve = g.cut.hemCurve;
    let out = '';
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const x0 = CX - wdx + 2 * wdx * t;
      const x1 = CX - hdx + 2 * hdx * t;
      const y1 = hy + 4 * curve * t * (1 - t);
      if (shaded && i < count && i % 2 === 1) {
        const t1 = (i + 1) / count;
        out += `<path d="M${x0} ${wy + 4} L${CX - wdx + 2 * wdx * t1} ${wy + 4} L${CX - hdx + 2 * hdx * t1} ${hy + 4 * curve * t1 * (1 - t1)} L${x1} ${y1} Z" fill="#000000" fill-opacity="0.06"/>`;
      }
      if (i > 0 && i < count) out += seam(`M${x0} ${wy + 6} L${x1} ${y1 - 2}`, p, 2, opacity);
    }
    return out;
  };
}

/** Smocking: rows of elastic shirring between `y0` and `y1`, drawn as a texture clipped to the bodice. */
function smocking(p: Palette, y0: number, y1: number): string {
  let d = '';
  for (let y = y0; y <= y1; y += 18) {
    d += `M200 ${y}`;
    for (let x = 200; x < 600; x += 16) d += ` q4 -5 8 0 t8 0`;
  }
  return `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="2" stroke-opacity="0.45"/>`;
}

/** A dress's hem, stitched. */
const dressHem: TopPart = (g, p) => hemStitch(g, p, 16);

/** The back of the neck and straps, seen through the neckline. */
const strapsInside: TopPart = (g, p) => {
  const l = [2 * CX - g.neckR[0], g.neckR[1]] as const;
  const y = g.neckBottom[1];
  return `<path d="M${pt(l)} L${l[0] + 6} ${y - 16} M${pt(g.neckR)} L${g.neckR[0] - 6} ${y - 16}" stroke="${p.inside}" stroke-width="7" stroke-linecap="round"/>`;
};

export const GARMENT_STYLES = {
  // T-shirts
  'crew-neck-tee': tee(),
  'boxy-tee': tee({
    cut: { shoulder: 214, drop: 50, sleeve: 'elbow', armpit: [204, 404], hem: [212, 742], hemCurve: 6 },
  }),
  'v-neck-tee': tee({
    neck: 'v',
    cut: {
      neck: { shape: 'v', half: 72, depth: 118 },
      shoulder: 170,
      armpit: [156, 336],
      waist: [146, 560],
      hem: [156, 850],
    },
  }),
  'breton-tee': tee({
    neck: 'boat',
    cut: {
      neck: { shape: 'round', half: 124, depth: 14 },
      shoulder: 182,
      drop: 20,
      sleeve: 'long',
      sleeveLength: 650,
      armpit: [170, 384],
    },
    texture: (p) => stripes(p.contrast, 236, 900, 46, 17),
  }),
  'pocket-tee': tee({ parts: [(_, p) => patchPocket(CX + 52, 290, 84, 96, p)] }),
  'slub-tee': tee({
    cuff: 'rolled',
    cut: { armpit: [170, 342], hem: [176, 846] },
    texture: (p) =>
      flecks(p.line, 11, 420, { length: 18, width: 2.4, opacity: 0.2 }) +
      flecks('#ffffff', 12, 260, { length: 12, opacity: 0.22 }),
  }),
  'ribbed-tee': tee({
    cuff: 'rib',
    cut: {
      neck: { shape: 'round', half: 70, depth: 26 },
      shoulder: 160,
      sleeveLength: 120,
      sleeveWidth: 80,
      armpit: [146, 318],
      waist: [130, 560],
      hem: [146, 770],
      hemCurve: 8,
    },
    texture: (p) => verticals(p.line, 13, 3, 0.16),
  }),
  'mountain-tee': tee({ parts: [(_, p) => mountainPrint(p)] }),

  // Shirts
  'camp-collar-shirt': shirt({
    collar: 'camp',
    cut: { sleeve: 'short', sleeveLength: 150, sleeveWidth: 104, armpit: [172, 340], hem: [182, 800], hemCurve: 6 },
    cuff: 'hem',
    buttons: 5,
    texture: linen,
  }),
  'oxford-shirt': shirt({
    collar: 'button-down',
    texture: () => flecks('#ffffff', 51, 500, { length: 6, width: 2, opacity: 0.22, vertical: true }),
    parts: [(_, p) => patchPocket(CX + 40, 300, 76, 88, p)],
  }),
  'relaxed-poplin-shirt': shirt({
    collar: 'point',
    cut: {
      shoulder: 206,
      drop: 62,
      sleeveLength: 730,
      sleeveWidth: 84,
      armpit: [204, 430],
      hem: [204, 800],
      hemCurve: 40,
    },
  }),
  'flannel-overshirt': shirt({
    collar: 'point',
    cut: { hem: [184, 830], hemCurve: 8, armpit: [176, 380] },
    texture: (p) => check(p, 84),
    parts: [
      (_, p) => patchPocket(CX + 38, 300, 86, 90, p, { flap: true }),
      (_, p) => patchPocket(CX - 124, 300, 86, 90, p, { flap: true }),
    ],
  }),
  'chambray-shirt': shirt({
    collar: 'point',
    texture: () => flecks('#ffffff', 61, 700, { length: 10, width: 2, opacity: 0.26 }),
    parts: [
      yoke(236, false, '#f3efe6'),
      (_, p) => patchPocket(CX + 34, 296, 84, 92, p, { flap: true, pointed: true, stitchColor: '#f3efe6' }),
      (_, p) => patchPocket(CX - 118, 296, 84, 92, p, { flap: true, pointed: true, stitchColor: '#f3efe6' }),
    ],
  }),
  'resort-shirt': shirt({
    collar: 'notch',
    cut: { sleeve: 'short', sleeveLength: 170, sleeveWidth: 116, armpit: [184, 350], hem: [192, 790], hemCurve: 4 },
    cuff: 'hem',
    buttons: 5,
    texture: sheen,
  }),
  'band-collar-shirt': shirt({
    collar: 'band',
    cuff: 'rolled',
    texture: linen,
    buttonFill: () => '#f4f0e8',
  }),
  'slim-poplin-shirt': shirt({
    collar: 'spread',
    cut: { shoulder: 160, armpit: [154, 366], waist: [136, 560], hem: [152, 800], hemCurve: 46 },
    parts: [(_, p) => seam(`M${CX - 86} 480 L${CX - 92} 700M${CX + 86} 480 L${CX + 92} 700`, p, 2, 0.4)],
  }),

  // Sweaters
  'merino-crew-sweater': sweater({ neck: crewRib, texture: knit }),
  'cable-sweater': sweater({
    neck: (g, p) => neckInside(g, p) + neckRib(g, p, 22),
    cut: { shoulder: 178, armpit: [184, 396], hem: [182, 846] },
    band: 62,
    texture: (p) => cables(p, [CX - 120, CX, CX + 120, CX - 240, CX + 240]),
  }),
  'cashmere-v-sweater': sweater({
    neck: (g, p) => neckInside(g, p) + neckRib(g, p, 16),
    cut: { neck: { shape: 'v', half: 76, depth: 150 }, hem: [176, 846] },
    texture: () => flecks('#ffffff', 71, 500, { length: 5, width: 3, opacity: 0.12 }),
  }),
  'turtleneck-sweater': sweater({
    neck: (g, p) => standCollar(g, p, 86, true),
    cut: {
      neck: { shape: 'round', half: 66, depth: 14 },
      shoulder: 156,
      armpit: [160, 386],
      waist: [146, 600],
      hem: [154, 846],
    },
    texture: (p) => verticals(p.line, 12, 3, 0.15),
  }),
  'polo-sweater': sweater({
    neck: (g, p) =>
      seam(
        `M${CX - 12} ${g.cut.top + 50} L${CX - 12} ${g.cut.top + 200} L${CX + 12} ${g.cut.top + 200} L${CX + 12} ${g.cut.top + 50}`,
        p,
        2.2,
        0.6,
      ) +
      [70, 120, 170].map((dy) => button(CX, g.cut.top + dy, p, 7)).join('') +
      shirtCollar(g, p, 'point'),
    cut: {
      ...SHIRT_CUT,
      sleeve: 'short',
      sleeveLength: 140,
      sleeveWidth: 92,
      armpit: [170, 340],
      hem: [170, 820],
      hemCurve: 0,
    },
    band: 40,
    texture: (p) => diamonds(p.inside, 34, 9, 0.3) + diamonds(p.line, 34, 2, 0.35),
  }),
  'mohair-cardigan': sweater({
    neck: cardiganFront,
    cut: { neck: { shape: 'round', half: 72, depth: 10 }, shoulder: 182, armpit: [186, 400], hem: [184, 860] },
    texture: (p) =>
      flecks('#ffffff', 81, 900, { length: 10, width: 2, opacity: 0.2 }) +
      flecks(p.line, 82, 900, { length: 10, width: 2, opacity: 0.18, vertical: true }),
    parts: [(_, p) => patchPocket(CX + 60, 640, 90, 90, p) + patchPocket(CX - 150, 640, 90, 90, p)],
  }),
  'fair-isle-sweater': sweater({ neck: crewRib, texture: (p) => knit(p) + fairIsle(p) }),
  'half-zip-sweater': sweater({
    neck: (g, p) =>
      zip(CX, g.cut.top - 40, 420, p, false) +
      standCollar(g, p, 44) +
      `<rect x="${CX - 7}" y="${g.cut.top - 30}" width="14" height="34" rx="4" fill="${p.trim}" stroke="${p.line}" stroke-width="2"/>`,
    cut: { neck: { shape: 'round', half: 68, depth: 16 } },
    texture: (p) => grid(p.line, 18, 3, 0.2) + grid('#ffffff', 18, 2, 0.08),
  }),

  // Hoodies
  'pullover-hoodie': hoodie({ parts: [(_, p) => kangaroo(p, 566)] }),
  'zip-hoodie': hoodie({
    parts: [(_, p) => kangaroo(p, 566, true), (g, p) => zip(CX, g.cut.top + 84, g.hemC[1], p)],
  }),
  'washed-hoodie': hoodie({
    cut: { shoulder: 206, drop: 52, sleeveLength: 790, sleeveWidth: 90, armpit: [210, 452], hem: [212, 850] },
    texture: (p) => dots('#ffffff', 91, 90, 26, 0.07) + dots(p.line, 92, 80, 22, 0.06),
    parts: [(_, p) => kangaroo(p, 586)],
  }),
  'tech-fleece-hoodie': hoodie({
    cut: { shoulder: 164, armpit: [160, 396], hem: [160, 846], hemCurve: 20 },
    hem: 'stitch',
    cords: 'none',
    parts: [
      (g, p) => zip(CX, g.cut.top + 84, g.hemC[1], p),
      (_, p) =>
        both((m) =>
          seam(`M${pt(m([CX + 150, 420]))} Q${pt(m([CX + 90, 560]))} ${pt(m([CX + 150, 720]))}`, p, 2.5, 0.6),
        ),
      (_, p) =>
        both(
          (m) =>
            seam(`M${pt(m([CX + 40, 520]))} L${pt(m([CX + 110, 660]))}`, p, 3, 0.9) +
            `<path d="M${pt(m([CX + 40, 520]))} L${pt(m([CX + 110, 660]))}" stroke="${p.trim}" stroke-width="6" stroke-dasharray="3 3"/>`,
        ),
    ],
  }),
  'logo-hoodie': hoodie({ parts: [(_, p) => kangaroo(p, 566), logo] }),
  'cropped-hoodie': hoodie({
    cut: { shoulder: 200, drop: 40, sleeveLength: 720, sleeveWidth: 86, armpit: [204, 420], hem: [206, 660] },
    hem: 'raw',
    cords: 'flat',
  }),
  'merino-hoodie': hoodie({
    cut: { shoulder: 160, armpit: [158, 392], hem: [156, 850], waist: [150, 620] },
    texture: knit,
    hem: 'stitch',
    parts: [
      (_, p) =>
        both((m) =>
          stitch(`M${pt(m([CX + 112, 430]))} Q${pt(m([CX + 92, 640]))} ${pt(m([CX + 120, 850]))}`, p.contrast, 2, 0.7),
        ),
    ],
  }),
  'sherpa-hoodie': hoodie({
    lining: sherpa,
    cords: 'none',
    parts: [(_, p) => kangaroo(p, 566, true), (g, p) => zip(CX, g.cut.top + 84, g.hemC[1], p)],
    pile: sherpaPile,
  }),

  // Jackets
  'field-jacket': jacket({
    cut: { hem: [180, 870], armpit: [180, 388] },
    texture: sheen,
    parts: [
      jacketHem,
      frontButtons(300, 5, () => '#3b3a36'),
      (_, p) =>
        patchPocket(CX + 36, 330, 96, 96, p, { flap: true }) + patchPocket(CX - 132, 330, 96, 96, p, { flap: true }),
      (_, p) =>
        patchPocket(CX + 40, 600, 116, 130, p, { flap: true }) +
        patchPocket(CX - 156, 600, 116, 130, p, { flap: true }),
      contrastCollar(() => '#6b4a2e'),
    ],
  }),
  'denim-jacket': jacket({
    cut: { hem: [178, 760], armpit: [176, 384] },
    parts: [
      yoke(300, true, DENIM_THREAD),
      () => both((m) => stitch(`M${pt(m([CX + 86, 420]))} L${pt(m([CX + 86, 700]))}`, DENIM_THREAD, 2)),
      (_, p) => patchPocket(CX + 40, 340, 90, 86, p, { flap: true, pointed: true, stitchColor: DENIM_THREAD }),
      (_, p) => patchPocket(CX - 130, 340, 90, 86, p, { flap: true, pointed: true, stitchColor: DENIM_THREAD }),
      waistTabs,
      (g, p) => cuffs(g, p, 'shirt', 44),
      frontButtons(260, 5, () => COPPER),
      (g, p) => shirtCollar(g, p, 'spread'),
    ],
  }),
  'bomber-jacket': jacket({
    cut: { hem: [178, 800], armpit: [180, 388], sleeveLength: 760 },
    texture: (p) => diamonds(p.line, 56, 2.5, 0.3),
    parts: [
      (g, p) => cuffs(g, p, 'rib', 44),
      (g, p) => hemRib(g, p, 58),
      (g, p) => zip(CX, g.cut.top + 20, g.hemC[1], p),
      (g, p) => standCollar(g, p, 26),
      (_, p) =>
        `<rect x="${CX - 262}" y="440" width="40" height="16" rx="3" fill="${p.band}" stroke="${p.line}" stroke-width="2"/>`,
      slantWelts,
    ],
  }),
  'suede-trucker': jacket({
    cut: { hem: [178, 790], armpit: [176, 384] },
    texture: (p) =>
      flecks(p.line, 101, 600, { length: 8, width: 4, opacity: 0.1 }) +
      flecks('#ffffff', 102, 300, { length: 8, width: 4, opacity: 0.08 }),
    parts: [
      yoke(300, false),
      (_, p) => patchPocket(CX + 40, 340, 90, 86, p, { flap: true }),
      (_, p) => patchPocket(CX - 130, 340, 90, 86, p, { flap: true }),
      (g, p) =>
        band(
          `M${CX - g.cut.hem[0]} ${g.cut.hem[1] - 56} L${CX + g.cut.hem[0]} ${g.cut.hem[1] - 56} L${CX + g.cut.hem[0]} ${g.cut.hem[1]} L${CX - g.cut.hem[0]} ${g.cut.hem[1]} Z`,
          p,
        ),
      (g, p) => cuffs(g, p, 'shirt', 44),
      frontButtons(270, 5),
      contrastCollar(sherpa),
    ],
  }),
  'rain-jacket': jacket({
    cut: { hem: [190, 880], armpit: [184, 392], sleeveLength: 780 },
    back: (g) => hoodBehind(g, 100, 150),
    texture: sheen,
    parts: [
      tapedSeams,
      jacketHem,
      (g, p) =>
        band(
          `M${CX - 10} ${g.cut.top + 60} L${CX + 18} ${g.cut.top + 60} L${CX + 18} ${g.hemC[1]} L${CX - 10} ${g.hemC[1]} Z`,
          p,
        ) + zip(CX + 4, g.cut.top + 60, g.hemC[1], p, false),
      (_, p) =>
        seam(`M${CX + 60} 330 L${CX + 150} 300`, p, 3, 0.8) +
        `<path d="M${CX + 60} 330 L${CX + 150} 300" stroke="${p.trim}" stroke-width="5" stroke-dasharray="3 3"/>`,
      (_, p) =>
        patchPocket(CX + 44, 600, 110, 120, p, { flap: true, button: false }) +
        patchPocket(CX - 154, 600, 110, 120, p, { flap: true, button: false }),
      (g, p) => hoodOpening(g, p),
      (g, p) => both((m) => `<circle cx="${m([CX + 150, 0])[0]}" cy="${g.cut.hem[1] - 8}" r="7" fill="${p.line}"/>`),
    ],
  }),
  'chore-jacket': jacket({
    cut: { shoulder: 190, drop: 40, armpit: [192, 400], hem: [192, 830] },
    texture: (p) =>
      flecks(p.contrast, 111, 500, { length: 5, width: 3, opacity: 0.25 }) +
      flecks(p.line, 112, 600, { length: 6, width: 3, opacity: 0.2 }),
    parts: [
      jacketHem,
      (_, p) => patchPocket(CX + 50, 320, 92, 96, p),
      (_, p) => patchPocket(CX + 42, 580, 120, 130, p) + patchPocket(CX - 162, 580, 120, 130, p),
      frontButtons(270, 5),
      (g, p) => shirtCollar(g, p, 'point'),
    ],
  }),
  'puffer-jacket': jacket({
    cut: { shoulder: 188, drop: 30, armpit: [196, 396], hem: [196, 840], sleeveLength: 770, sleeveWidth: 90 },
    back: (g) => hoodBehind(g, 120, 160),
    texture: (p) => baffles(p),
    parts: [
      (g, p) => cuffs(g, p, 'rolled', 36),
      (g, p) => zip(CX, g.cut.top + 50, g.hemC[1], p),
      (g, p) => hoodOpening(g, p),
    ],
  }),
  'linen-blazer': jacket({
    cut: { neck: { shape: 'round', half: 64, depth: 16 }, hem: [180, 850], armpit: [174, 384] },
    texture: linen,
    parts: [
      jacketHem,
      (_, p) => patchPocket(CX + 52, 320, 84, 50, p),
      (_, p) => patchPocket(CX + 50, 620, 110, 116, p) + patchPocket(CX - 160, 620, 110, 116, p),
      (_, p) => seam(`M${CX + 6} 520 L${CX + 6} 790 Q${CX + 10} 846 ${CX + 70} 854`, p, 3, 0.8),
      lapels(520),
    ],
  }),

  // Jeans
  'straight-jeans': jeans({ top: 120, band: 44, hip: [150, 290], crotch: 400, hem: [160, 40, 880] }, [
    (_, p) => [230, 270, 310].map((y) => button(CX + 20, y, p, 6, '#c9a25a')).join(''),
  ]),
  'tapered-jeans': jeans({ hip: [148, 300], knee: [136, 44, 620], hem: [112, 44, 880] }),
  'carpenter-jeans': jeans({ hip: [166, 300], hem: [196, 22, 880] }, [
    (_, p) =>
      `<path d="M${CX - 150} 470 q-22 30 -2 60" fill="none" stroke="${p.band}" stroke-width="12"/>` +
      seam(`M${CX - 150} 470 q-22 30 -2 60`, p, 2, 0.6),
    (_, p) =>
      part(`M${CX + 86} 480 L${CX + 150} 480 L${CX + 154} 600 L${CX + 92} 600 Z`, p, p.base) +
      stitch(`M${CX + 88} 494 L${CX + 150} 494`, DENIM_THREAD, 2),
  ]),
  'wide-leg-jeans': jeans({ top: 130, band: 44, hip: [150, 290], hem: [236, 6, 880] }, [turnUps(56, true)]),
  'bootcut-jeans': jeans({ hip: [148, 300], knee: [132, 46, 620], hem: [184, 14, 880] }),
  'mom-jeans': jeans({ top: 126, band: 46, hip: [168, 300], crotch: 420, hem: [130, 40, 830] }, [worn(true)], () =>
    flecks('#ffffff', 121, 300, { length: 12, width: 3, opacity: 0.12, vertical: true }),
  ),
  'skinny-jeans': jeans({ waist: 130, hip: [142, 300], knee: [108, 40, 620], hem: [92, 38, 880] }),
  'five-pocket-jeans': jeans({ hem: [176, 36, 880] }, [
    (g) =>
      [CX + 98, CX - 98, CX + 130]
        .map(
          (x) =>
            `<circle cx="${x}" cy="${g.bandBottom + 6}" r="5" fill="#c07a3e" stroke="#7c4a22" stroke-width="1.5"/>`,
        )
        .join(''),
  ]),

  // Shorts
  'chino-shorts': shorts({ hem: [192, 26, 600] }, [
    waistband(),
    fly(),
    frontPockets(undefined, false, true),
    legHems(undefined, 18),
  ]),
  'drawstring-shorts': shorts({ hem: [200, 30, 620] }, [drawstringWaist()], linen),
  'cutoff-shorts': shorts({ hem: [186, 20, 560] }, [pocketBags, ...denim(), frayedHems]),
  'pleated-shorts': shorts({ hem: [186, 34, 660] }, [
    waistband(),
    fly(),
    frontPockets(undefined, false, true),
    pleats,
    creases,
    turnUps(36),
  ]),
  'cargo-shorts': shorts(
    { hem: [196, 30, 690] },
    [waistband(undefined, false), webbingBelt, fly(), frontPockets(), cargoPockets, legHems()],
    (p) => grid(p.line, 22, 1.5, 0.22),
  ),
  'swim-shorts': shorts({ hem: [194, 26, 560] }, [drawstringWaist(), sideStripes, sideSplits]),
  'lounge-shorts': shorts(
    { hem: [188, 28, 590] },
    [drawstringWaist(true), sideSplits, frontPockets(undefined, false, true)],
    (p) => dots(p.line, 131, 700, 2, 0.16),
  ),
  'bermuda-shorts': shorts({ hem: [166, 40, 760], hip: [162, 380] }, [
    waistband(),
    fly(),
    frontPockets(),
    creases,
    legHems(undefined, 18),
  ]),

  // Skirts
  'pleated-midi-skirt': skirtOf({ hem: [250, 860], hemCurve: 40 }, [
    (g, p) => fanLines(g, p, 16, 0.35, 2),
    skirtBand(true),
    skirtHem(),
  ]),
  'denim-mini-skirt': skirtOf({ waist: 128, band: 40, hem: [170, 520], hemCurve: 6 }, [
    (g, p) =>
      seam(`M${CX} ${g.bandBottom} L${CX} ${g.hemC[1]}`, p, 2, 0.5) +
      stitch(
        `M${CX + 22} ${g.bandBottom} L${CX + 22} ${g.bandBottom + 110} Q${CX + 20} ${g.bandBottom + 130} ${CX} ${g.bandBottom + 136}`,
        DENIM_THREAD,
      ),
    (g, p) =>
      both(
        (m) =>
          seam(
            `M${pt(m([CX + 62, g.bandBottom]))} Q${pt(m([CX + 70, g.bandBottom + 70]))} ${pt(m([CX + 136, g.bandBottom + 80]))}`,
            p,
          ) +
          stitch(
            `M${pt(m([CX + 72, g.bandBottom]))} Q${pt(m([CX + 80, g.bandBottom + 60]))} ${pt(m([CX + 138, g.bandBottom + 68]))}`,
            DENIM_THREAD,
          ),
      ),
    skirtBand(),
    (g, p) =>
      button(CX + 20, g.cut.top + 20, p, 8, '#c9a25a') +
      [CX - 96, CX - 40, CX + 60, CX + 110]
        .map(
          (x) =>
            `<rect x="${x}" y="${g.cut.top - 6}" width="12" height="54" rx="3" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`,
        )
        .join(''),
    (g) => {
      let d = '';
      for (let x = CX - 166; x <= CX + 166; x += 7) d += `M${x} ${g.hemR[1] + 4}v${6 + (x % 3) * 3}`;
      return `<path d="${d}" stroke="#f3efe6" stroke-width="2.5"/>`;
    },
  ]),
  'satin-skirt': skirtOf(
    { waist: 104, band: 22, sides: [[140, 420]], hem: [210, 880], hemCurve: 30 },
    [
      (_, p) =>
        seam(
          `M${CX - 30} 300 Q${CX - 60} 600 ${CX - 90} 900M${CX + 40} 320 Q${CX + 70} 620 ${CX + 110} 900M${CX + 10} 500 Q${CX + 10} 700 ${CX} 905`,
          p,
          3,
          0.25,
        ),
      skirtBand(),
      skirtHem(12),
    ],
    sheen,
  ),
  'a-line-skirt': skirtOf(
    { waist: 112, hem: [232, 720], hemCurve: 26 },
    [
      skirtBand(),
      skirtButtons(5),
      (g, p) =>
        both((m) =>
          seam(`M${pt(m([CX + 96, g.bandBottom + 6]))} L${pt(m([CX + 130, g.bandBottom + 100]))}`, p, 3, 0.7),
        ),
      skirtHem(),
    ],
    linen,
  ),
  'pencil-skirt': skirtOf({ waist: 112, sides: [[138, 380]], hem: [124, 760], hemCurve: 4 }, [
    skirtBand(),
    (g, p) => part(`M${CX - 10} ${g.hemC[1]} L${CX} ${g.hemC[1] - 110} L${CX + 10} ${g.hemC[1]} Z`, p, p.inside),
    (g, p) =>
      both((m) => seam(`M${pt(m([CX + 60, g.bandBottom]))} L${pt(m([CX + 64, g.bandBottom + 110]))}`, p, 2, 0.5)),
    skirtHem(14),
  ]),
  'tiered-maxi-skirt': skirtOf(
    {
      waist: 108,
      sides: [
        [150, 420],
        [170, 420],
        [204, 640],
        [226, 640],
      ],
      hem: [262, 900],
      hemCurve: 20,
    },
    [(g, p) => tiers([420, 640], g.cut.sides, p), (g, p) => drawstringSkirt(g, p)],
  ),
  'corduroy-skirt': skirtOf(
    { waist: 116, hem: [196, 620], hemCurve: 14 },
    [
      skirtBand(),
      skirtButtons(4),
      (_, p) => patchPocket(CX + 50, 420, 90, 90, p) + patchPocket(CX - 140, 420, 90, 90, p),
      skirtHem(),
    ],
    (p) => verticals(p.line, 10, 4, 0.2) + verticals('#ffffff', 10, 2, 0.08, undefined, 85),
  ),
  'wrap-skirt': skirtOf(
    { waist: 110, band: 30, hem: [236, 820], hemCurve: 30 },
    [
      (g, p) =>
        `<path d="M${CX - 56} ${g.bandBottom} Q${CX + 50} 500 ${CX + 126} ${g.hemR[1] + 26}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="14"/>` +
        seam(`M${CX - 60} ${g.bandBottom} Q${CX + 40} 500 ${CX + 120} ${g.hemR[1] + 26}`, p, 3, 0.9),
      skirtBand(),
      (g, p) => bow(CX + 110, g.cut.top + 16, p, 160),
    ],
    (p) => dots(p.contrast, 141, 90, 9, 0.75) + dots(p.line, 142, 60, 5, 0.35),
  ),

  // Dresses
  'wrap-dress': dress(
    {
      neck: { shape: 'v', half: 68, depth: 210 },
      shoulder: 150,
      drop: 20,
      sleeve: 'short',
      sleeveLength: 110,
      sleeveWidth: 96,
      armpit: [138, 300],
      waist: [108, 450],
      hem: [236, 880],
      hemCurve: 26,
    },
    [
      (g, p) => neckInside(g, p),
      (g, p) => cuffs(g, p, 'hem'),
      (g, p) => seam(`M${CX - 102} 450 Q${CX + 30} 640 ${CX + 150} ${g.hemC[1] - 30}`, p, 3, 0.85),
      (g, p) => band(`M${CX - 110} 436 Q${CX} 448 ${CX + 110} 436 L${CX + 112} 466 Q${CX} 478 ${CX - 112} 466 Z`, p),
      dressHem,
      (_, p) => bow(CX + 90, 452, p, 170),
    ],
  ),
  'tiered-maxi-dress': dress(
    {
      ...strapCut(64, 96),
      armpit: [128, 290],
      waist: [116, 430],
      sides: [
        [150, 600],
        [170, 600],
        [204, 770],
        [226, 770],
      ],
      hem: [256, 940],
      hemCurve: 14,
    },
    [strapsInside, (g, p) => tiers([600, 770], g.cut.sides ?? [], p), waistSeam],
    (p) => flowers(p, 151, 60, 12) + smocking(p, 270, 420),
  ),
  'slip-dress': dress(
    { ...strapCut(70, 100, 'round'), armpit: [120, 280], waist: [104, 470], hem: [170, 870], hemCurve: 18 },
    [
      strapsInside,
      (_, p) => seam(`M${CX - 60} 270 Q${CX} 330 ${CX + 60} 270M${CX - 40} 300 Q${CX} 350 ${CX + 40} 300`, p, 2.5, 0.4),
      (_, p) =>
        seam(
          `M${CX - 40} 520 Q${CX - 60} 700 ${CX - 80} 880M${CX + 30} 540 Q${CX + 50} 720 ${CX + 90} 880`,
          p,
          2.5,
          0.25,
        ),
      dressHem,
    ],
    sheen,
  ),
  'sweater-dress': dress(
    {
      ...SWEATER_CUT,
      neck: { shape: 'round', half: 66, depth: 14 },
      shoulder: 156,
      waist: [132, 500],
      hem: [188, 930],
      hemCurve: 0,
    },
    [armholeSeams, (g, p) => cuffs(g, p, 'rib', 56), (g, p) => hemRib(g, p, 50), (g, p) => standCollar(g, p, 44)],
    (p) => verticals(p.line, 13, 3, 0.16),
  ),
  'shirt-dress': dress(
    {
      ...SHIRT_CUT,
      sleeve: 'short',
      sleeveLength: 130,
      sleeveWidth: 90,
      armpit: [156, 330],
      waist: [124, 480],
      hem: [236, 900],
      hemCurve: 20,
    },
    [
      armholeSeams,
      (g, p) => cuffs(g, p, 'rolled', 34),
      dressHem,
      (g, p) => placket(g, p, g.cut.top + 44, 8),
      (g, p) => shirtCollar(g, p, 'point'),
      (_, p) => band(`M${CX - 124} 466 Q${CX} 478 ${CX + 124} 466 L${CX + 124} 496 Q${CX} 508 ${CX - 124} 496 Z`, p),
      (_, p) => bow(CX - 60, 482, p, 140),
    ],
  ),
  'pleated-chiffon-dress': dress(
    {
      neck: { shape: 'round', half: 62, depth: 46 },
      shoulder: 104,
      armpit: [130, 300],
      waist: [110, 440],
      hem: [262, 870],
      hemCurve: 30,
    },
    [
      (g, p) => neckInside(g, p),
      skirtFolds(22, 0.4, true),
      waistSeam,
      (g, p) =>
        `<path d="M${CX - 262} 870 Q${CX} ${930} ${CX + 262} 870 L${CX + 270} 900 Q${CX} 962 ${CX - 270} 900 Z" fill="${p.base}" fill-opacity="0.45" stroke="${p.line}" stroke-opacity="0.4" stroke-width="2"/>`,
    ],
  ),
  'smocked-sundress': dress(
    { ...strapCut(86, 80), armpit: [140, 280], waist: [132, 460], hem: [236, 760], hemCurve: 22 },
    [strapsInside, skirtFolds(8, 0.25), dressHem, (_, p) => both((m) => bow(m([CX + 90, 0])[0], 152, p, 40))],
    (p) => smocking(p, 250, 450),
  ),
  'sheath-dress': dress(
    {
      neck: { shape: 'square', half: 64, depth: 76 },
      shoulder: 114,
      drop: 8,
      armpit: [136, 300],
      waist: [112, 470],
      sides: [[138, 600]],
      hem: [128, 840],
      hemCurve: 4,
    },
    [
      (g, p) => neckInside(g, p),
      (_, p) =>
        both((m) =>
          seam(
            `M${pt(m([CX + 100, 310]))} Q${pt(m([CX + 70, 470]))} ${pt(m([CX + 80, 600]))} L${pt(m([CX + 74, 846]))}`,
            p,
            2.5,
            0.55,
          ),
        ),
      dressHem,
    ],
  ),
} as const satisfies Record<string, Drawing>;

export type GarmentStyle = keyof typeof GARMENT_STYLES;

export const GARMENT_STYLE_NAMES = Object.keys(GARMENT_STYLES) as GarmentStyle[];
