import { anadoluKilimi } from './anadolu-kilimi.ts';
import { baklavaUstasi } from './baklava-ustasi.ts';
import { bogazGecesi } from './bogaz-gecesi.ts';
import { efesHazineleri } from './efes-hazineleri.ts';
import { kapadokyaBalonlari } from './kapadokya-balonlari.ts';
import { kizKulesi } from './kiz-kulesi.ts';
import { laleBahcesi } from './lale-bahcesi.ts';
import { nazarBoncugu } from './nazar-boncugu.ts';
import type { SlotGame } from './types.ts';

/** Every slot title, in lobby order. */
export const SLOTS: readonly SlotGame[] = [
  laleBahcesi,
  kapadokyaBalonlari,
  bogazGecesi,
  nazarBoncugu,
  baklavaUstasi,
  efesHazineleri,
  kizKulesi,
  anadoluKilimi,
];

const byId = new Map(SLOTS.map((g) => [g.id, g]));

export function getSlot(id: string): SlotGame | undefined {
  return byId.get(id);
}
