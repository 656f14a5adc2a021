/**
 * Tops: T-shirts, shirts, sweaters, hoodies and jackets (and the dresses' bodices). Each is a body with sleeves cut
 * by `topShape` (neck, shoulders, sleeve length, body width and length), dressed by its
 * category's function with the item's own parts: neckline or collar, fastening, pockets,
 * cuffs and hem, and a texture or print.
 */
import {
  type Drawing,
  type Palette,
  type Pt,
  type Seg,
  CX,
  add,
  back,
  band,
  both,
  button,
  buttonRow,
  lerp,
  mirror,
  part,
  poly,
  pt,
  ribBand,
  ribs,
  seam,
  stitch,
  symmetric,
} from './garment-drawing';

export type SleeveLength = 'short' | 'elbow' | 'long' | 'none';

/** The cut of a top; lengths are in the 800×1000 drawing's units, `dx` measured from the centre line. */
export interface TopCut {
  neck: { shape: 'round' | 'v' | 'square'; half: number; depth: number };
  /** Height of the neck point at the shoulder line. */
  top: number;
  /** Shoulder point: its distance from the centre and its drop below `top`. */
  shoulder: number;
  drop: number;
  sleeve: SleeveLength;
  /** Where the sleeve's end sits for long sleeves (its y), or how long a short sleeve is. */
  sleeveLength?: number;
  /** Width of the sleeve's opening. */
  sleeveWidth?: number;
  armpit: readonly [dx: number, y: number];
  /** The armhole's curve control, for sleeveless cuts (a thin strap drops straight down). */
  armhole?: readonly [dx: number, y: number];
  waist?: readonly [dx: number, y: number];
  /** Further points down the side below the waist: a skirt's flare, a tier's step. */
  sides?: ReadonlyArray<readonly [dx: number, y: number]>;
  hem: readonly [dx: number, y: number];
  /** How far the hem dips at the centre. */
  hemCurve: number;
}

/** Points of the right half of a top, for the parts drawn on it. */
export interface TopGeom {
  cut: TopCut;
  outline: string;
  neckR: Pt;
  /** The neckline's lowest point at the centre front. */
  neckBottom: Pt;
  shoulderR: Pt;
  /** The sleeve's opening: its outer and inner corner, and a point up each edge. */
  sleeveOuter: Pt;
  sleeveInner: Pt;
  sleeveOuterFrom: Pt;
  armpitR: Pt;
  hemR: Pt;
  /** The hem's centre point. */
  hemC: Pt;
}

export const TEE_CUT: TopCut = {
  neck: { shape: 'round', half: 82, depth: 32 },
  top: 168,
  shoulder: 178,
  drop: 28,
  sleeve: 'short',
  armpit: [166, 338],
  hem: [172, 836],
  hemCurve: 16,
};

export const SHIRT_CUT: TopCut = {
  neck: { shape: 'round', half: 66, depth: 28 },
  top: 150,
  shoulder: 168,
  drop: 40,
  sleeve: 'long',
  sleeveLength: 706,
  sleeveWidth: 72,
  armpit: [166, 372],
  hem: [174, 800],
  hemCurve: 50,
};

export const SWEATER_CUT: TopCut = {
  neck: { shape: 'round', half: 78, depth: 22 },
  top: 170,
  shoulder: 166,
  drop: 26,
  sleeve: 'long',
  armpit: [174, 390],
  hem: [170, 846],
  hemCurve: 0,
};

export const HOODIE_CUT: TopCut = {
  neck: { shape: 'round', half: 96, depth: 18 },
  top: 196,
  shoulder: 172,
  drop: 18,
  sleeve: 'long',
  sleeveLength: 778,
  sleeveWidth: 74,
  armpit: [178, 400],
  hem: [176, 836],
  hemCurve: 0,
};

export const JACKET_CUT: TopCut = {
  neck: { shape: 'round', half: 74, depth: 22 },
  top: 166,
  shoulder: 174,
  drop: 32,
  sleeve: 'long',
  sleeveLength: 768,
  armpit: [176, 384],
  hem: [174, 820],
  hemCurve: 0,
};

export function topShape(cut: TopCut): TopGeom {
  const { neck, top } = cut;
  const neckR: Pt = [CX + neck.half, top];
  const neckBottom: Pt = [CX, top + neck.depth];
  const shoulderR: Pt = [CX + cut.shoulder, top + cut.drop];
  const armpitR: Pt = [CX + cut.armpit[0], cut.armpit[1]];
  const hemR: Pt = [CX + cut.hem[0], cut.hem[1]];
  const hemC: Pt = [CX, cut.hem[1] + cut.hemCurve];

  const half: Seg[] = [];
  if (neck.shape === 'v') half.push({ to: neckR });
  else if (neck.shape === 'square') half.push({ to: [neckR[0], neckBottom[1]] }, { to: neckR });
  else half.push({ to: neckR, c: [CX + neck.half * 0.6, neckBottom[1]] });
  half.push({ to: shoulderR });

  let sleeveOuter: Pt;
  let sleeveInner: Pt;
  let sleeveOuterFrom: Pt = shoulderR;
  if (cut.sleeve === 'long') {
    const cap: Pt = add(shoulderR, 74, 104);
    sleeveOuterFrom = cap;
    sleeveOuter = [shoulderR[0] + 124, cut.sleeveLength ?? 780];
    sleeveInner = [sleeveOuter[0] - (cut.sleeveWidth ?? 76), sleeveOuter[1] + 8];
    half.push({ to: cap, c: add(shoulderR, 60, 22) }, { to: sleeveOuter }, { to: sleeveInner });
  } else if (cut.sleeve === 'none') {
    sleeveOuter = shoulderR;
    sleeveInner = shoulderR;
    const c: Pt = cut.armhole
      ? [CX + cut.armhole[0], cut.armhole[1]]
      : [armpitR[0] - 14, shoulderR[1] + (armpitR[1] - shoulderR[1]) * 0.8];
    half.push({ to: armpitR, c });
  } else {
    // A short sleeve stands out from the shoulder at an angle; an elbow-length one hangs lower.
    const [dx, dy] = cut.sleeve === 'elbow' ? [96, 150] : [112, 126];
    const d = Math.hypot(dx, dy);
    const length = cut.sleeveLength ?? (cut.sleeve === 'elbow' ? 236 : 168);
    const width = cut.sleeveWidth ?? (cut.sleeve === 'elbow' ? 112 : 98);
    sleeveOuter = [shoulderR[0] + (dx / d) * length, shoulderR[1] + (dy / d) * length];
    sleeveInner = [sleeveOuter[0] - (dy / d) * width, sleeveOuter[1] + (dx / d) * width];
    half.push({ to: sleeveOuter }, { to: sleeveInner });
  }
  if (cut.sleeve !== 'none') half.push({ to: armpitR });
  if (cut.waist)
    half.push({
      to: [CX + cut.waist[0], cut.waist[1]],
      c: [CX + cut.waist[0], lerp(armpitR, [0, cut.waist[1]], 0.5)[1]],
    });
  for (const [dx, y] of cut.sides ?? []) half.push({ to: [CX + dx, y] });
  half.push({ to: hemR }, { to: hemC, c: [CX + cut.hem[0] * 0.5, hemC[1]] });

  return {
    cut,
    outline: symmetric(neckBottom, half),
    neckR,
    neckBottom,
    shoulderR,
    sleeveOuter,
    sleeveInner,
    sleeveOuterFrom,
    armpitR,
    hemR,
    hemC,
  };
}

// ---------------------------------------------------------------------------------------
// Parts of a top

/** The inside of the back neck, seen through the neck opening. */
export function neckInside(g: TopGeom, p: Palette, dip = 10): string {
  const { shape, depth } = g.cut.neck;
  const l = mirror(g.neckR);
  const r = g.neckR;
  const back = `M${pt(l)} Q${CX} ${g.cut.top + dip} ${pt(r)}`;
  if (shape === 'v') return part(`${back} L${pt(g.neckBottom)} Z`, p, p.inside);
  if (shape === 'square')
    return part(`${back} L${pt([r[0], g.neckBottom[1]])} L${pt([l[0], g.neckBottom[1]])} Z`, p, p.inside);
  return part(`${back} Q${CX} ${g.cut.top + 2 * depth} ${pt(l)} Z`, p, p.inside);
}

/** A knit band round the neck, `width` wide, ribbed. */
export function neckRib(g: TopGeom, p: Palette, width = 13): string {
  const { shape, depth } = g.cut.neck;
  const l = mirror(g.neckR);
  const top = g.cut.top;
  if (shape === 'v') {
    const il: Pt = [l[0] + width, top + 6];
    const ir: Pt = [g.neckR[0] - width, top + 6];
    const ib: Pt = [CX, g.neckBottom[1] - width * 1.6];
    return (
      band(poly([l, g.neckBottom, g.neckR, ir, ib, il]), p) +
      ribs(
        `M${pt(lerp(l, il, 0.5))} L${pt(lerp(g.neckBottom, ib, 0.5))} L${pt(lerp(g.neckR, ir, 0.5))}`,
        p,
        width - 2,
      ) +
      seam(`M${pt(ib)} L${pt(g.neckBottom)}`, p, 2, 0.6)
    );
  }
  const c = top + 2 * depth;
  return (
    band(
      `M${pt(l)} Q${CX} ${c} ${pt(g.neckR)} L${pt([g.neckR[0] - width, top + width * 0.7])} Q${CX} ${c + width * 1.4} ${pt([l[0] + width, top + width * 0.7])} Z`,
      p,
    ) +
    ribs(
      `M${pt([l[0] + width / 2, top + width * 0.35])} Q${CX} ${c + width * 0.7} ${pt([g.neckR[0] - width / 2, top + width * 0.35])}`,
      p,
      width - 2,
    )
  );
}

/** A wide, shallow boat neck: a plain turned edge. */
export function boatNeck(g: TopGeom, p: Palette): string {
  const l = mirror(g.neckR);
  const c = g.cut.top + 2 * g.cut.neck.depth;
  return (
    part(`M${pt(l)} Q${CX} ${g.cut.top + 8} ${pt(g.neckR)} Q${CX} ${c} ${pt(l)} Z`, p, p.inside) +
    stitch(`M${pt(add(l, 8, 8))} Q${CX} ${c + 18} ${pt(add(g.neckR, -8, 8))}`, p.stitch, 2)
  );
}

/** A stand-up collar round the neck: a mock neck (low) or a turtleneck (tall, folded). */
export function standCollar(g: TopGeom, p: Palette, height: number, folded = false): string {
  const l = mirror(g.neckR);
  const r = g.neckR;
  const top = g.cut.top;
  const dip = g.cut.neck.depth * 0.7;
  const bottom = `M${pt(add(l, -4, 6))} Q${CX} ${top + dip * 2} ${pt(add(r, 4, 6))}`;
  const rimL: Pt = [l[0] + 6, top - height];
  const rimR: Pt = [r[0] - 6, top - height];
  const shape = `${bottom} L${pt(rimR)} Q${CX} ${top - height + 14} ${pt(rimL)} Z`;
  let out =
    part(
      `M${pt(rimL)} Q${CX} ${top - height - 14} ${pt(rimR)} Q${CX} ${top - height + 14} ${pt(rimL)} Z`,
      p,
      p.inside,
    ) +
    band(shape, p) +
    ribs(
      `M${pt(add(l, 2, -height / 2 + 4))} Q${CX} ${top - height / 2 + dip + 10} ${pt(add(r, -2, -height / 2 + 4))}`,
      p,
      height - 8,
    );
  if (folded)
    out += seam(
      `M${pt(add(l, -2, -height * 0.45))} Q${CX} ${top - height * 0.45 + dip + 6} ${pt(add(r, 2, -height * 0.45))}`,
      p,
      2.5,
      0.7,
    );
  return out;
}

/** Cuffs on both sleeves: knit ribbing, a buttoned shirt cuff, or a stitched hem. */
export function cuffs(g: TopGeom, p: Palette, kind: 'rib' | 'shirt' | 'hem' | 'rolled', depth = 48): string {
  if (g.cut.sleeve === 'none') return '';
  const { sleeveOuterFrom, sleeveOuter, sleeveInner, armpitR } = g;
  return both((m) => {
    const a0 = m(sleeveOuterFrom);
    const a1 = m(sleeveOuter);
    const b0 = m(armpitR);
    const b1 = m(sleeveInner);
    if (kind === 'rib') return ribBand(a0, a1, b0, b1, depth, p);
    if (kind === 'shirt') {
      const mid = lerp(back(a0, a1, depth / 2), back(b0, b1, depth / 2), 0.28);
      return ribBand(a0, a1, b0, b1, depth, p, false) + button(mid[0], mid[1], p, 5);
    }
    if (kind === 'rolled')
      return (
        ribBand(a0, a1, b0, b1, depth, p, false) +
        seam(`M${pt(back(a0, a1, depth / 2))} L${pt(back(b0, b1, depth / 2))}`, p, 2, 0.5)
      );
    return stitch(`M${pt(back(a0, a1, 14))} L${pt(back(b0, b1, 14))}`, p.stitch);
  });
}

/** A knit band along the hem. */
export function hemRib(g: TopGeom, p: Palette, depth = 56): string {
  const { hemR } = g;
  const y0 = hemR[1] - depth;
  const r0: Pt = [hemR[0], y0];
  return (
    band(
      `M${pt(mirror(r0))} L${pt(r0)} L${pt(hemR)} Q${CX + g.cut.hem[0] * 0.5} ${g.hemC[1]} ${pt(g.hemC)} Q${CX - g.cut.hem[0] * 0.5} ${g.hemC[1]} ${pt(mirror(hemR))} Z`,
      p,
    ) +
    ribs(
      `M${pt([mirror(hemR)[0] + 4, y0 + depth / 2 + g.cut.hemCurve / 2])} L${pt([hemR[0] - 4, y0 + depth / 2 + g.cut.hemCurve / 2])}`,
      p,
      depth - 4,
    )
  );
}

/** A stitched hem: one line of topstitching just above the edge. */
export function hemStitch(g: TopGeom, p: Palette, up = 20): string {
  const { hemR, hemC } = g;
  return stitch(
    `M${pt(add(mirror(hemR), 3, -up))} Q${CX - g.cut.hem[0] * 0.5} ${hemC[1] - up} ${pt(add(hemC, 0, -up))} Q${CX + g.cut.hem[0] * 0.5} ${hemC[1] - up} ${pt(add(hemR, -3, -up))}`,
    p.stitch,
  );
}

/** Seams where the sleeves join the body. */
export function armholeSeams(g: TopGeom, p: Palette): string {
  if (g.cut.sleeve === 'none') return '';
  return both((m) => {
    const s = m(g.shoulderR);
    const a = m(g.armpitR);
    const c = m([g.shoulderR[0] - 14, (g.shoulderR[1] + g.armpitR[1]) / 2]);
    return seam(`M${pt(s)} Q${pt(c)} ${pt(a)}`, p);
  });
}

/** A shirt's button placket down the centre front, from `y0` to the hem. */
export function placket(g: TopGeom, p: Palette, y0: number, buttons: number, fill = p.trim, r = 7): string {
  const y1 = g.hemC[1] - 4;
  const step = (y1 - 40 - y0) / Math.max(1, buttons - 1);
  return (
    seam(`M${CX - 11} ${y0} L${CX - 11} ${y1}`, p, 2.2, 0.55) +
    seam(`M${CX + 11} ${y0} L${CX + 11} ${y1}`, p, 2.2, 0.55) +
    buttonRow(
      Array.from({ length: buttons }, (_, i) => y0 + 20 + i * step),
      p,
      r,
      fill,
    )
  );
}

export type CollarKind = 'point' | 'button-down' | 'spread' | 'band' | 'camp' | 'notch';

/** A shirt collar on a round neck of half width ~66 at `top`. */
export function shirtCollar(g: TopGeom, p: Palette, kind: CollarKind): string {
  const l = mirror(g.neckR);
  const r = g.neckR;
  const top = g.cut.top;
  const inside = part(
    `M${pt(add(l, 2, -4))} Q${CX} ${top - 22} ${pt(add(r, -2, -4))} Q${r[0] - 14} ${top + 32} ${CX} ${top + 54} Q${l[0] + 14} ${top + 32} ${pt(add(l, 2, -4))} Z`,
    p,
    p.inside,
  );
  if (kind === 'band') {
    return (
      part(
        `M${pt(add(l, 2, -4))} Q${CX} ${top - 22} ${pt(add(r, -2, -4))} Q${CX} ${top + 2} ${pt(add(l, 2, -4))} Z`,
        p,
        p.inside,
      ) +
      band(
        `M${pt(add(l, -2, -2))} Q${CX} ${top + 24} ${pt(add(r, 2, -2))} L${pt(add(r, 0, 26))} Q${CX} ${top + 52} ${pt(add(l, 0, 26))} Z`,
        p,
        p.base,
      ) +
      stitch(`M${pt(add(l, 6, 18))} Q${CX} ${top + 42} ${pt(add(r, -6, 18))}`, p.stitch, 1.8) +
      button(CX, top + 36, p, 6)
    );
  }
  if (kind === 'camp' || kind === 'notch') {
    // An open collar lying flat: the fronts turn back in a V down to the first button.
    const vBottom: Pt = [CX, top + 150];
    const openInside = part(
      `M${pt(add(l, 0, -4))} Q${CX} ${top - 22} ${pt(add(r, 0, -4))} L${pt(vBottom)} Z`,
      p,
      p.inside,
    );
    const lapel = (m: (q: Pt) => Pt) => {
      const tip: Pt = kind === 'camp' ? [r[0] + 70, top + 70] : [r[0] + 52, top + 84];
      const notch = kind === 'notch' ? `L${pt(m([r[0] + 30, top + 96]))} L${pt(m([r[0] + 44, top + 112]))}` : '';
      return part(
        `M${pt(m(add(r, -4, -6)))} Q${pt(m([r[0] + 34, top - 10]))} ${pt(m(tip))} ${notch} L${pt(m([CX + 10, top + 150]))} L${pt(m([r[0] - 20, top + 18]))} Z`,
        p,
        p.base,
      );
    };
    return openInside + lapel((q) => q) + lapel(mirror);
  }
  const tipR: Pt = kind === 'spread' ? [r[0] + 26, top + 86] : [CX + 56, top + 116];
  const leaf = (m: (q: Pt) => Pt) =>
    part(
      `M${pt(m(add(r, 0, -6)))} Q${pt(m([r[0] - 16, top + 34]))} ${pt(m([CX, top + 54]))} L${pt(m(tipR))} Q${pt(m([r[0] + 14, top + 56]))} ${pt(m(add(r, 20, 6)))} Z`,
      p,
      p.base,
    );
  let out = inside + leaf((q) => q) + leaf(mirror);
  if (kind === 'button-down')
    out += button(tipR[0] - 6, tipR[1] - 10, p, 4) + button(mirror(tipR)[0] + 6, tipR[1] - 10, p, 4);
  return out;
}

/** A hood behind the neck (the outline) and its opening (the details). */
export function hoodBehind(g: TopGeom, width = 104, height = 140): string {
  const l = mirror(g.neckR);
  const r = g.neckR;
  const top = g.cut.top;
  return `M${pt(add(l, -18, 46))} Q${CX - width - 30} ${top - height + 6} ${CX} ${top - height} Q${CX + width + 30} ${top - height + 6} ${pt(add(r, 18, 46))} Z`;
}

export function hoodOpening(g: TopGeom, p: Palette, lining = p.inside, rim = true): string {
  const top = g.cut.top;
  const opening = `M${CX - 66} ${top + 28} Q${CX - 62} ${top - 72} ${CX} ${top - 80} Q${CX + 62} ${top - 72} ${CX + 66} ${top + 28} Q${CX + 30} ${top + 80} ${CX} ${top + 88} Q${CX - 30} ${top + 80} ${CX - 66} ${top + 28} Z`;
  return (
    part(opening, p, lining) +
    (rim
      ? `<path d="${opening}" fill="none" stroke="${p.base}" stroke-width="12" stroke-linejoin="round"/>` +
        seam(
          `M${CX - 74} ${top + 30} Q${CX - 70} ${top - 82} ${CX} ${top - 90} Q${CX + 70} ${top - 82} ${CX + 74} ${top + 30} Q${CX + 34} ${top + 90} ${CX} ${top + 98} Q${CX - 34} ${top + 90} ${CX - 74} ${top + 30}`,
          p,
          2,
          0.6,
        )
      : '')
  );
}

/** Drawcords hanging from the hood. */
export function drawcords(g: TopGeom, p: Palette, flat = false, length = 140): string {
  const top = g.cut.top + 82;
  const w = flat ? 11 : 6;
  const cord = (x: number, bend: number) =>
    `<path d="M${x} ${top} Q${x + bend} ${top + length / 2} ${x + bend / 2} ${top + length}" fill="none" stroke="${p.trim}" stroke-width="${w}" stroke-linecap="${flat ? 'butt' : 'round'}"/>`;
  const tip = (x: number) =>
    `<rect x="${x - 5.5}" y="${top + length - 4}" width="11" height="22" rx="3" fill="${p.line}"/>`;
  return cord(CX - 18, -6) + cord(CX + 18, 6) + (flat ? '' : tip(CX - 21) + tip(CX + 21));
}

/** A kangaroo pocket across the front, whole or split by a zip. */
export function kangaroo(p: Palette, y: number, split = false): string {
  const shape = `M${CX - 100} ${y} L${CX + 100} ${y} Q${CX + 118} ${y + 74} ${CX + 148} ${y + 158} L${CX - 148} ${y + 158} Q${CX - 118} ${y + 74} ${CX - 100} ${y} Z`;
  return (
    band(shape, p) +
    (split
      ? seam(`M${CX} ${y} L${CX} ${y + 158}`, p, 2.5, 0.8)
      : stitch(`M${CX - 94} ${y + 12} L${CX + 94} ${y + 12}`, p.stitch, 2))
  );
}

// ---------------------------------------------------------------------------------------
// The drawing of a top

export interface TopParts {
  cut: TopCut;
  /** Drawn behind the body (a hood). */
  back?: (g: TopGeom) => string;
  behind?: (g: TopGeom, p: Palette) => string;
  texture?: (p: Palette, g: TopGeom) => string;
  /** Parts in drawing order. */
  parts: ReadonlyArray<(g: TopGeom, p: Palette) => string>;
  transform?: string;
}

export function top(t: TopParts): Drawing {
  const g = topShape(t.cut);
  return {
    pieces: [...(t.back ? [t.back(g)] : []), g.outline],
    ...(t.behind ? { behind: (p: Palette) => t.behind!(g, p) } : {}),
    ...(t.texture ? { texture: (p: Palette) => t.texture!(p, g) } : {}),
    details: (p) => t.parts.map((draw) => draw(g, p)).join(''),
    ...(t.transform ? { transform: t.transform } : {}),
  };
}
