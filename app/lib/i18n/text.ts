/**
 * Text cut at the last whole word that fits in `length` characters, with an ellipsis when cut. A
 * single word longer than most of the room is cut where the room ends.
 */
export function truncateText(value: string, length: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : flat.slice(0, length);
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}
