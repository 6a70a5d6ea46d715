import type { SlotSymbol } from './types.ts';

/** The card royals shared by several titles (art in art/symbols/common/). */
export const ROYALS: SlotSymbol[] = [
  { id: 'A', name: 'As', kind: 'regular', art: 'art/symbols/common/a.svg' },
  { id: 'K', name: 'Papaz', kind: 'regular', art: 'art/symbols/common/k.svg' },
  { id: 'Q', name: 'Kız', kind: 'regular', art: 'art/symbols/common/q.svg' },
  { id: 'J', name: 'Vale', kind: 'regular', art: 'art/symbols/common/j.svg' },
  { id: 'T', name: 'On', kind: 'regular', art: 'art/symbols/common/10.svg' },
];

export function sym(
  gameId: string,
  id: string,
  name: string,
  file: string,
  kind: SlotSymbol['kind'] = 'regular',
): SlotSymbol {
  return { id, name, kind, art: `art/symbols/${gameId}/${file}.svg` };
}
