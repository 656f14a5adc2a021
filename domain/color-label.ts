/**
 * 'LightBlue' → 'Light Blue': colour names as people read them. On its own, with no imports,
 * because the cart and checkout name colours and their first load carries only what they use.
 */
export function colorLabel(color: string): string {
  return color.replace(/([a-z])([A-Z])/g, '$1 $2');
}
