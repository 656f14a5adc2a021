/**
 * Bottoms: jeans and shorts (two legs cut by `legShape`: rise, hip, knee and hem) and
 * skirts (one flared or straight panel). The category's parts — waistband, fly, pockets,
 * hem — are drawn by the functions here; the items choose their own.
 */
import {
  type Drawing,
  type Palette,
  type Pt,
  type Seg,
  CX,
  band,
  both,
  button,
  pt,
  ribs,
  seam,
  stitch,
  symmetric,
} from './garment-drawing';

/** The cut of a pair of trousers or shorts; `dx` from the centre line. */
export interface LegCut {
  /** Top of the waistband and its half width. */
  top: number;
  waist: number;
  /** The widest point over the hips. */
  hip: readonly [dx: number, y: number];
  /** Where the legs part. */
  crotch: number;
  /** Optional knee: the leg's outer and inner edge there. */
  knee?: readonly [outer: number, inner: number, y: number];
  hem: readonly [outer: number, inner: number, y: number];
  /** Waistband depth. */
  band: number;
}

export interface LegGeom {
  cut: LegCut;
  outline: string;
  /** Outer and inner hem corners of the right leg. */
  hemOuter: Pt;
  hemInner: Pt;
  kneeOuter: Pt;
  kneeInner: Pt;
  hipR: Pt;
  bandBottom: number;
}

export const JEANS_CUT: LegCut = {
  top: 150,
  waist: 138,
  hip: [152, 300],
  crotch: 396,
  hem: [174, 36, 880],
  band: 40,
};

export const SHORTS_CUT: LegCut = {
  top: 240,
  waist: 150,
  hip: [166, 380],
  crotch: 452,
  hem: [190, 24, 650],
  band: 42,
};

export function legShape(cut: LegCut): LegGeom {
  const [outer, inner, hemY] = cut.hem;
  const hipR: Pt = [CX + cut.hip[0], cut.hip[1]];
  const hemOuter: Pt = [CX + outer, hemY];
  const hemInner: Pt = [CX + inner, hemY];
  const kneeOuter: Pt = cut.knee ? [CX + cut.knee[0], cut.knee[2]] : hemOuter;
  const kneeInner: Pt = cut.knee ? [CX + cut.knee[1], cut.knee[2]] : hemInner;
  const half: Seg[] = [{ to: [CX + cut.waist, cut.top] }, { to: hipR, c: [CX + cut.hip[0] - 4, cut.top + 60] }];
  if (cut.knee) half.push({ to: kneeOuter });
  half.push({ to: hemOuter }, { to: hemInner });
  if (cut.knee) half.push({ to: kneeInner });
  half.push({ to: [CX + 12, cut.crotch] }, { to: [CX, cut.crotch - 7], c: [CX + 4, cut.crotch - 7] });
  return {
    cut,
    outline: symmetric([CX, cut.top], half),
    hemOuter,
    hemInner,
    kneeOuter,
    kneeInner,
    hipR,
    bandBottom: cut.top + cut.band,
  };
}

// ---------------------------------------------------------------------------------------
// Parts of trousers and shorts

export type LegPart = (g: LegGeom, p: Palette) => string;

/** The waistband with belt loops and a button. */
export const waistband =
  (thread?: string, loops = true): LegPart =>
  (g, p) => {
    const { top, waist } = g.cut;
    const y1 = g.bandBottom;
    const w1 = waist + (g.cut.hip[0] - waist) * (g.cut.band / (g.cut.hip[1] - top));
    const loopXs = [CX - waist + 24, CX - 70, CX + 80, CX + waist - 34];
    return (
      band(`M${CX - waist} ${top} L${CX + waist} ${top} L${CX + w1} ${y1} L${CX - w1} ${y1} Z`, p) +
      (thread ? stitch(`M${CX - waist + 4} ${y1 - 10} L${CX + waist - 4} ${y1 - 10}`, thread, 2) : '') +
      (loops
        ? loopXs
            .map(
              (x) =>
                `<rect x="${x}" y="${top - 6}" width="12" height="${g.cut.band + 14}" rx="3" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`,
            )
            .join('')
        : '') +
      button(CX + 20, top + g.cut.band / 2, p, 8, thread ? '#c9a25a' : p.trim)
    );
  };

/** The fly: its J-shaped topstitching and the centre seam. */
export const fly =
  (thread?: string, length = 150): LegPart =>
  (g, p) => {
    const y0 = g.bandBottom;
    return (
      seam(`M${CX} ${y0} L${CX} ${g.cut.crotch - 8}`, p, 2, 0.5) +
      stitch(
        `M${CX + 22} ${y0 + 2} L${CX + 22} ${y0 + length - 30} Q${CX + 22} ${y0 + length} ${CX} ${y0 + length + 10}`,
        thread ?? p.stitch,
      )
    );
  };

/** Scooped front pockets, with a coin pocket on the right for jeans. */
export const frontPockets =
  (thread?: string, coin = false, slant = false): LegPart =>
  (g, p) => {
    const y0 = g.bandBottom;
    const w = g.cut.waist;
    const out = both((m, side) => {
      const a = m([CX + w - 70, y0]);
      const b = m([CX + g.cut.hip[0] - 2, y0 + 96]);
      const d = slant ? `M${pt(a)} L${pt(b)}` : `M${pt(a)} Q${pt(m([CX + w - 66, y0 + 84]))} ${pt(b)}`;
      return (
        seam(d, p) +
        (thread
          ? stitch(
              d.replace(
                /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
                (_, x: string, y: string) => `${Number(x) + 10 * side} ${y}`,
              ),
              thread,
            )
          : '')
      );
    });
    const coinPocket = coin
      ? `<path d="M${CX + w - 52} ${y0 + 8} L${CX + w - 14} ${y0 + 8} L${CX + w - 12} ${y0 + 42} L${CX + w - 50} ${y0 + 46} Z" fill="none" stroke="${thread ?? p.stitch}" stroke-width="2" stroke-dasharray="6 5"/>`
      : '';
    return out + coinPocket;
  };

/** A stitched hem on both legs, `up` above the edge. */
export const legHems =
  (thread?: string, up = 14): LegPart =>
  (g, p) =>
    both((m) =>
      stitch(
        `M${pt(m([g.hemOuter[0] - 2, g.hemOuter[1] - up]))} L${pt(m([g.hemInner[0] + 2, g.hemInner[1] - up]))}`,
        thread ?? p.stitch,
        2,
      ),
    );

/** A turned-up cuff on both legs, `depth` deep, in `fill` (a selvedge shows its edge line). */
export const turnUps =
  (depth: number, selvedge = false): LegPart =>
  (g, p) =>
    both((m) => {
      const o = m(g.hemOuter);
      const i = m(g.hemInner);
      const shape = `M${pt([o[0], o[1] - depth])} L${pt([i[0], i[1] - depth])} L${pt(i)} L${pt(o)} Z`;
      return (
        band(shape, p, p.band) +
        (selvedge
          ? `<path d="M${pt([o[0], o[1] - depth + 6])} L${pt([i[0], i[1] - depth + 6])}" stroke="#f3efe6" stroke-width="5"/><path d="M${pt([o[0], o[1] - depth + 6])} L${pt([i[0], i[1] - depth + 6])}" stroke="#c4413b" stroke-width="2"/>`
          : '')
      );
    });

/** A frayed edge along both legs' hems. */
export const frayedHems: LegPart = (g, p) =>
  both((m) => {
    const o = m(g.hemOuter);
    const i = m(g.hemInner);
    let d = '';
    const steps = 22;
    for (let k = 0; k <= steps; k++) {
      const x = o[0] + ((i[0] - o[0]) * k) / steps;
      const y = o[1] + ((i[1] - o[1]) * k) / steps;
      d += `M${x.toFixed(1)} ${y - 2}v${6 + ((k * 7) % 5) * 2}`;
    }
    return (
      `<path d="${d}" stroke="#f3efe6" stroke-width="2.5" stroke-opacity="0.9"/>` +
      seam(`M${pt(o)} L${pt(i)}`, p, 2, 0.4)
    );
  });

/** The legs' centre creases, pressed in tailored trousers and shorts. */
export const creases: LegPart = (g, p) =>
  both((m) =>
    seam(
      `M${pt(m([CX + (g.cut.waist + 20) / 2, g.bandBottom + 20]))} L${pt(m([(g.hemOuter[0] + g.hemInner[0]) / 2, g.hemOuter[1] - 4]))}`,
      p,
      2,
      0.35,
    ),
  );

/** Inseams and outseams of the legs, topstitched in `thread`. */
export const legSeams =
  (thread: string): LegPart =>
  (g) =>
    both((m) =>
      stitch(
        `M${pt(m([CX + 22, g.cut.crotch + 14]))} L${pt(m([g.hemInner[0] + 10, g.hemInner[1] - 20]))}`,
        thread,
        1.8,
        0.6,
      ),
    );

export interface LegParts {
  cut: LegCut;
  texture?: (p: Palette, g: LegGeom) => string;
  parts: readonly LegPart[];
  transform?: string;
}

export function legs(t: LegParts): Drawing {
  const g = legShape(t.cut);
  return {
    pieces: [g.outline],
    ...(t.texture ? { texture: (p: Palette) => t.texture!(p, g) } : {}),
    details: (p) => t.parts.map((draw) => draw(g, p)).join(''),
    ...(t.transform ? { transform: t.transform } : {}),
  };
}

// ---------------------------------------------------------------------------------------
// Skirts

/** The cut of a skirt: its waistband and a side line down to the hem. */
export interface SkirtCut {
  top: number;
  waist: number;
  band: number;
  /** Points down the side below the waistband. */
  sides: ReadonlyArray<readonly [dx: number, y: number]>;
  hem: readonly [dx: number, y: number];
  hemCurve: number;
}

export interface SkirtGeom {
  cut: SkirtCut;
  outline: string;
  bandBottom: number;
  hemR: Pt;
  hemC: Pt;
}

export function skirtShape(cut: SkirtCut): SkirtGeom {
  const hemR: Pt = [CX + cut.hem[0], cut.hem[1]];
  const hemC: Pt = [CX, cut.hem[1] + cut.hemCurve];
  const half: Seg[] = [{ to: [CX + cut.waist, cut.top] }];
  for (const [dx, y] of cut.sides) half.push({ to: [CX + dx, y] });
  half.push({ to: hemR }, { to: hemC, c: [CX + cut.hem[0] * 0.5, hemC[1]] });
  return { cut, outline: symmetric([CX, cut.top], half), bandBottom: cut.top + cut.band, hemR, hemC };
}

export type SkirtPart = (g: SkirtGeom, p: Palette) => string;

/** The skirt's waistband; ribbed when elasticated. */
export const skirtBand =
  (elastic = false): SkirtPart =>
  (g, p) => {
    const { top, waist, band: depth } = g.cut;
    const first = g.cut.sides[0] ?? g.cut.hem;
    const w1 = waist + ((first[0] - waist) * depth) / Math.max(1, first[1] - top);
    return (
      band(`M${CX - waist} ${top} L${CX + waist} ${top} L${CX + w1} ${top + depth} L${CX - w1} ${top + depth} Z`, p) +
      (elastic ? ribs(`M${CX - waist + 4} ${top + depth / 2} L${CX + waist - 4} ${top + depth / 2}`, p, depth - 6) : '')
    );
  };

/** A stitched hem following the hem's curve. */
export const skirtHem =
  (up = 18, thread?: string): SkirtPart =>
  (g, p) =>
    stitch(
      `M${pt([2 * CX - g.hemR[0] + 6, g.hemR[1] - up])} Q${CX} ${g.hemC[1] + g.cut.hemCurve - up} ${pt([g.hemR[0] - 6, g.hemR[1] - up])}`,
      thread ?? p.stitch,
    );

/** Lines fanning from the waist to the hem: pleats, gores, folds. */
export function fanLines(g: SkirtGeom, p: Palette, count: number, opacity = 0.35, shadeEvery = 0): string {
  const { top, waist, band: depth } = g.cut;
  const y0 = top + depth;
  const w0 = waist + 4;
  const bx = (t: number) => CX - g.cut.hem[0] + 2 * g.cut.hem[0] * t;
  const by = (t: number) => g.hemR[1] + 4 * g.cut.hemCurve * t * (1 - t);
  let out = '';
  for (let i = 0; i < count; i++) {
    const t0 = i / count;
    const t1 = (i + 1) / count;
    if (shadeEvery && i % shadeEvery === 1)
      out += `<path d="M${CX - w0 + 2 * w0 * t0} ${y0} L${CX - w0 + 2 * w0 * t1} ${y0} L${bx(t1)} ${by(t1)} L${bx(t0)} ${by(t0)} Z" fill="#000000" fill-opacity="0.07"/>`;
    if (i > 0) out += seam(`M${CX - w0 + 2 * w0 * t0} ${y0 + 2} L${bx(t0)} ${by(t0)}`, p, 2, opacity);
  }
  return out;
}

export interface SkirtParts {
  cut: SkirtCut;
  texture?: (p: Palette, g: SkirtGeom) => string;
  parts: readonly SkirtPart[];
}

export function skirt(t: SkirtParts): Drawing {
  const g = skirtShape(t.cut);
  return {
    pieces: [g.outline],
    ...(t.texture ? { texture: (p: Palette) => t.texture!(p, g) } : {}),
    details: (p) => t.parts.map((draw) => draw(g, p)).join(''),
  };
}
