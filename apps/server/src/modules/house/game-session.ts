import type { Queryable } from '../../db/client.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import * as q from './house.queries.ts';

export type { GameSession } from './house.queries.ts';

/** What the in-house game server tells the player, in Turkish. */
export const houseMessages = {
  session: 'Oyun oturumu geçersiz veya süresi dolmuş. Lütfen oyunu yeniden açın.',
  funds: 'Yetersiz bakiye. Lütfen bahsinizi düşürün veya para yatırın.',
  bet: 'Geçersiz bahis tutarı',
  clientSeed: 'İstemci tohumu 1-64 karakter olmalı; harf, rakam, nokta, tire ve alt çizgi içerebilir',
  noHand: 'Devam eden bir el yok',
  action: 'Bu hamle şu anda yapılamaz',
  wallet: 'Cüzdan işlemi şu anda yapılamadı. Lütfen tekrar deneyin.',
  noFreeSpins: 'Bu oyunda kullanılabilir ücretsiz dönüşünüz kalmadı.',
} as const;

/** The game session a game client's token opened (games/launch.php), or a 401. */
export async function findSession(db: Queryable, token: string): Promise<q.GameSession> {
  const s = await q.findGameSession(db, sha256Hex(token));
  if (!s) throw new AppError(401, houseMessages.session);
  return s;
}
