/**
 * The vocabulary the demo garment drawings are written in: a drawing's shape, its
 * colours, points and symmetric outlines, and the small parts every garment reuses
 * (seams, topstitching, bands, ribbing, buttons, zips, pockets). Pure strings of SVG: the
 * category files (garment-tops.ts, garment-bottoms.ts, garment-dresses.ts) compose them,
 * garment-images.ts renders them.
 */

/** The colours one garment is drawn in, all derived from its fill. */
export interface Palette {
  base: string;
  /** Slightly darker: bands, cuffs, pockets. */
  band: string;
  /** Inside of the garment (neck opening, hood). */
  inside: string;
  /** Outline and seams. */
  line: string;
  /** Topstitching. */
  stitch: string;
  /** Buttons and small trims. */
  trim: string;
  /** A colour that stands out on the fill: stripes, prints, embroidery. */
  contrast: string;
  /** True for fills dark enough that details are drawn lighter than the fill. */
  dark: boolean;
}

/**
 * One garment. `pieces` are its outlines, drawn filled with shading and a shared drop
 * shadow; `texture` (a weave, knit, print or quilting) is drawn inside them; `details`
 * (seams, bands, pockets, buttons) on top. `behind` is drawn first, unshaded: the inside
 * of a hood or the back of an open neck.
 */
export interface Drawing {
  pieces: string[];
  behind?: (p: Palette) => string;
  texture?: (p: Palette) => string;
  details: (p: Palette) => string;
  /** Extra placement, for garments drawn smaller than the rest. */
  transform?: string;
}

// ---------------------------------------------------------------------------------------
// Points and outlines

export type Pt = readonly [number, number];

/** The garments are symmetric about this vertical line. */
export const CX = 400;

export const mirror = ([x, y]: Pt): Pt => [2 * CX - x, y];
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export const add = (a: Pt, dx: number, dy: number): Pt => [a[0] + dx, a[1] + dy];
/** The point `length` back from `to` towards `from`. */
export function back(from: Pt, to: Pt, length: number): Pt {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const d = Math.hypot(dx, dy) || 1;
  return [to[0] - (dx / d) * length, to[1] - (dy / d) * length];
}

const n = (v: number) => Math.round(v * 10) / 10;
export const pt = ([x, y]: Pt) => `${n(x)} ${n(y)}`;

/** A segment of an outline: a line to `to`, or a quadratic curve through control `c`. */
export interface Seg {
  to: Pt;
  c?: Pt;
}

const segPath = ({ to, c }: Seg) => (c ? `Q${pt(c)} ${pt(to)}` : `L${pt(to)}`);

/** An open path through segments. */
export function path(start: Pt, segs: readonly Seg[]): string {
  return `M${pt(start)} ${segs.map(segPath).join(' ')}`;
}

/**
 * A closed outline symmetric about CX, given its right half: from a point on the centre
 * line down the right side back to the centre line. The left half is its mirror image.
 */
export function symmetric(start: Pt, half: readonly Seg[]): string {
  const points = [start, ...half.map((s) => s.to)];
  const left: Seg[] = [];
  for (let i = half.length - 1; i >= 0; i--) {
    const c = half[i]!.c;
    left.push({ to: mirror(points[i]!), ...(c ? { c: mirror(c) } : {}) });
  }
  const end = points[points.length - 1]!;
  const join = end[0] === CX ? [] : [{ to: mirror(end) }];
  return `${path(start, [...half, ...join, ...left])} Z`;
}

/** A detail drawn on both sides: the function's output for the right side and its mirror. */
export function both(draw: (m: (q: Pt) => Pt, side: 1 | -1) => string): string {
  return draw((q) => q, 1) + draw(mirror, -1);
}

/** A closed polygon. */
export const poly = (points: readonly Pt[]) => `M${points.map(pt).join(' L')} Z`;

// ---------------------------------------------------------------------------------------
// Small parts

export const seam = (d: string, p: Palette, width = 2.5, opacity = 0.7) =>
  `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const stitch = (d: string, color: string, width = 2.2, opacity = 0.8) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-dasharray="7 6" stroke-linecap="round"/>`;

export const band = (d: string, p: Palette, fill = p.band) =>
  `<path d="${d}" fill="${fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>`;

/** A filled part in any colour, outlined like the rest. */
export const part = (d: string, p: Palette, fill: string, width = 2.5) =>
  `<path d="${d}" fill="${fill}" stroke="${p.line}" stroke-width="${width}" stroke-linejoin="round"/>`;

/** A band's knit ribbing: a wide dashed stroke along its centre line draws the ribs. */
export const ribs = (d: string, p: Palette, width: number) =>
  `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${width}" stroke-opacity="0.28" stroke-dasharray="2.5 6"/>`;

/** A ribbed band along the end of two edges (a cuff, a hem): from a0→a1 and b0→b1, `depth` deep. */
export function ribBand(a0: Pt, a1: Pt, b0: Pt, b1: Pt, depth: number, p: Palette, ribbed = true): string {
  const a = back(a0, a1, depth);
  const b = back(b0, b1, depth);
  const shape = band(poly([a, a1, b1, b]), p);
  return ribbed ? shape + ribs(`M${pt(lerp(a, a1, 0.5))} L${pt(lerp(b, b1, 0.5))}`, p, depth - 2) : shape;
}

export const button = (x: number, y: number, p: Palette, r = 7, fill = p.trim) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${p.line}" stroke-width="2"/>` +
  `<circle cx="${x - r / 3}" cy="${y}" r="1.3" fill="${p.line}"/><circle cx="${x + r / 3}" cy="${y}" r="1.3" fill="${p.line}"/>`;

/** Buttons down the centre front. */
export const buttonRow = (ys: readonly number[], p: Palette, r = 7, fill = p.trim, x = CX) =>
  ys.map((y) => button(x, y, p, r, fill)).join('');

/** A zip: its tape as a seam with teeth, and a puller at the top. */
export function zip(x: number, y0: number, y1: number, p: Palette, puller = true): string {
  return (
    seam(`M${x} ${y0} L${x} ${y1}`, p, 3, 0.9) +
    `<path d="M${x} ${y0 + 2} L${x} ${y1}" stroke="${p.trim}" stroke-width="6" stroke-dasharray="3 3"/>` +
    (puller
      ? `<rect x="${x - 7}" y="${y0 + 8}" width="14" height="30" rx="4" fill="${p.trim}" stroke="${p.line}" stroke-width="2"/>`
      : '')
  );
}

/** A patch pocket with a topstitched opening, optionally a flap and a pointed bottom. */
export function patchPocket(
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  options: { flap?: boolean; pointed?: boolean; stitchColor?: string; button?: boolean } = {},
): string {
  const bottom = options.pointed
    ? `L${x + w} ${y + h - 12} L${x + w / 2} ${y + h + 4} L${x} ${y + h - 12}`
    : `L${x + w} ${y + h} L${x} ${y + h}`;
  const color = options.stitchColor ?? p.stitch;
  let out =
    part(`M${x} ${y} L${x + w} ${y} ${bottom} Z`, p, p.base) + stitch(`M${x} ${y + 12} L${x + w} ${y + 12}`, color, 2);
  if (options.flap) {
    out +=
      part(
        `M${x - 3} ${y - 6} L${x + w + 3} ${y - 6} L${x + w + 3} ${y + 20} L${x + w / 2} ${y + 30} L${x - 3} ${y + 20} Z`,
        p,
        p.band,
      ) + stitch(`M${x + 4} ${y + 16} L${x + w / 2} ${y + 24} L${x + w - 4} ${y + 16}`, color, 1.8);
    if (options.button ?? true) out += button(x + w / 2, y + 18, p, 5);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Textures: drawn across the garment's bounding area and clipped to its pieces

/** Deterministic pseudo-random numbers for textures (the same drawing every time). */
export function noise(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Horizontal stripes from y0 to y1. */
export function stripes(color: string, y0: number, y1: number, pitch: number, width: number, opacity = 1): string {
  let d = '';
  for (let y = y0; y < y1; y += pitch) d += `M60 ${y}h680v${width}h-680Z`;
  return `<path d="${d}" fill="${color}" fill-opacity="${opacity}"/>`;
}

/** Vertical lines every `pitch` (ribbing, corduroy wales, pleats); dashed, they draw knit stitches. */
export function verticals(
  color: string,
  pitch: number,
  width: number,
  opacity: number,
  dash?: string,
  x0 = 80,
): string {
  let d = '';
  for (let x = x0; x <= 720; x += pitch) d += `M${x} 60V960`;
  const dashes = dash ? ` stroke-dasharray="${dash}"` : '';
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-opacity="${opacity}"${dashes} fill="none"/>`;
}

/** A check: bands across both ways and fine lines between. */
export function check(p: Palette, pitch: number): string {
  const bar = p.dark ? '#ffffff' : '#000000';
  let wide = '';
  let fine = '';
  for (let v = 40; v < 980; v += pitch) {
    wide += `M40 ${v}h720v${pitch / 3}h-720Z M${v} 40v940h${pitch / 3}v-940Z`;
    fine += `M40 ${v + pitch * 0.7}h720 M${v + pitch * 0.7} 40v940`;
  }
  return (
    `<path d="${wide}" fill="${bar}" fill-opacity="${p.dark ? 0.1 : 0.14}" fill-rule="nonzero"/>` +
    `<path d="${fine}" stroke="${p.contrast}" stroke-width="3" stroke-opacity="0.55" fill="none"/>`
  );
}

/** Short dashes scattered over the area: slub yarn, tweed, suede nap, washed fabric. */
export function flecks(
  color: string,
  seed: number,
  count: number,
  options: { length?: number; width?: number; opacity?: number; vertical?: boolean } = {},
): string {
  const rnd = noise(seed);
  const length = options.length ?? 14;
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = 100 + rnd() * 600;
    const y = 80 + rnd() * 840;
    const l = length * (0.5 + rnd());
    d += options.vertical ? `M${n(x)} ${n(y)}v${n(l)}` : `M${n(x)} ${n(y)}h${n(l)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${options.width ?? 2}" stroke-opacity="${options.opacity ?? 0.25}" stroke-linecap="round" fill="none"/>`;
}

/** Small dots scattered over the area: a print, fleece, sherpa. */
export function dots(color: string, seed: number, count: number, r: number, opacity: number): string {
  const rnd = noise(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(100 + rnd() * 600)}" cy="${n(80 + rnd() * 840)}" r="${n(r * (0.7 + rnd() * 0.6))}"/>`;
  }
  return `<g fill="${color}" fill-opacity="${opacity}">${out}</g>`;
}

/** A grid both ways: waffle knit, ripstop. */
export function grid(color: string, pitch: number, width: number, opacity: number): string {
  let d = '';
  for (let v = 40; v < 980; v += pitch) d += `M40 ${v}h720M${v} 40v940`;
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-opacity="${opacity}" fill="none"/>`;
}

/** Diagonal lines both ways: diamond quilting, open knit. */
export function diamonds(color: string, pitch: number, width: number, opacity: number): string {
  let d = '';
  for (let v = -1000; v < 1800; v += pitch) d += `M${v} 0l1000 1000M${v} 1000l1000 -1000`;
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-opacity="${opacity}" fill="none"/>`;
}

/** A flower print: five-petal flowers in the contrast colour with a warm centre. */
export function flowers(p: Palette, seed: number, count: number, r: number): string {
  const rnd = noise(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = n(100 + rnd() * 600);
    const y = n(80 + rnd() * 840);
    const s = r * (0.75 + rnd() * 0.5);
    let petals = '';
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 + rnd();
      petals += `<circle cx="${n(x + Math.cos(a) * s)}" cy="${n(y + Math.sin(a) * s)}" r="${n(s * 0.62)}"/>`;
    }
    out += `<g fill="${p.contrast}" fill-opacity="0.8">${petals}</g><circle cx="${x}" cy="${y}" r="${n(s * 0.45)}" fill="#e9b949"/>`;
  }
  return out;
}
