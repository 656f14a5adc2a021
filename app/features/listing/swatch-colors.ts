/**
 * Swatch fills for the SPEC §3 known colours; any other colour gets the neutral swatch.
 * Whole class names (not built from parts) so Tailwind finds them in the source.
 */
const SWATCHES: Record<string, string> = {
  Gray: 'bg-[#9e9e9e]',
  Black: 'bg-[#111111]',
  White: 'bg-white',
  Green: 'bg-[#2e7d32]',
  Blue: 'bg-[#1e63d6]',
  Red: 'bg-[#c62828]',
  Navy: 'bg-[#1f2a44]',
  Mint: 'bg-[#a8e6cf]',
  LightBlue: 'bg-[#9ecbf0]',
  Yellow: 'bg-[#f5d33b]',
  Pink: 'bg-[#f4a6c0]',
  Purple: 'bg-[#7b4fa6]',
  Orange: 'bg-[#f08a24]',
  Brown: 'bg-[#7a4e2d]',
};

const NEUTRAL_SWATCH = 'bg-[linear-gradient(135deg,#f1f1f1_50%,#c4c4c4_50%)]';

export function swatchClass(color: string): string {
  return SWATCHES[color] ?? NEUTRAL_SWATCH;
}
