import { z } from 'zod';
import { errorReply } from './common.ts';

/**
 * GET /api/stream[?topics=crash]: the player's server-sent events, and the public topics the page
 * asks for (docs/decisions/0029; docs/contracts/player-stream.md). The player's events say WHAT
 * changed, never a figure: the browser reads each named call again. A public topic's events carry
 * its state itself (the same for every viewer of the site).
 *
 * - `topics`: a comma list of PUBLIC_TOPICS (unknown names: a 400). With a session: the player's
 *   events and the topics; without one: the topics only (at most 20 streams per client address on a
 *   node, a 429), and a 401 when no topic is asked for.
 * - `event: <topic>` (e.g. `crash`), data the topic's message (for `crash`, a CrashState of
 *   api/crash.ts): at most one per 250 ms per topic, the latest state winning within the window.
 * - `event: change`, data `{"kinds":[...]}`: at connection (every kind: whatever changed while the
 *   browser was not connected) and after each change of the player's.
 *   `balance` -> get-balance.php, `events` -> events.php (transaction toasts),
 *   `bonus_offer` -> bonus-pending-check.php.
 * - `event: end`, data `{"reason":"session"|"unavailable"|"shutdown"}`: the server closes the stream
 *   (the session ended; the event bus is down; the node is stopping). The browser polls meanwhile.
 * - a comment line (`: ping`) every 25 s keeps proxies from closing an idle stream.
 */
export const PUBLIC_TOPICS = ['crash'] as const;
export type PublicTopic = (typeof PUBLIC_TOPICS)[number];

/** GET /api/stream's query: `topics=crash` (a comma list of PUBLIC_TOPICS). */
export const streamQuery = z.object({
  topics: z.string({ error: 'Geçersiz canlı yayın konusu.' }).max(200, 'Geçersiz canlı yayın konusu.').optional(),
});

export const PUSH_KINDS = ['balance', 'events', 'bonus_offer'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const pushChange = z.object({ kinds: z.array(z.enum(PUSH_KINDS)).min(1) });
export type PushChange = z.infer<typeof pushChange>;

export const PUSH_END_REASONS = ['session', 'unavailable', 'shutdown'] as const;
export type PushEndReason = (typeof PUSH_END_REASONS)[number];
export const pushEnd = z.object({ reason: z.enum(PUSH_END_REASONS) });

export const streamMessages = {
  tooManyStreams: 'Bu hesap için açık canlı bağlantı sayısı sınıra ulaştı. Lütfen kullanmadığınız pencereleri kapatın.',
  tooManyVisitorStreams: 'Bu bağlantıdan açık canlı yayın sayısı sınıra ulaştı. Lütfen kullanmadığınız pencereleri kapatın.',
  unknownTopic: (name: string) => `Bilinmeyen canlı yayın konusu: ${name}.`,
  unavailable: 'Canlı bildirimler şu anda kullanılamıyor; sayfa bilgileri düzenli olarak yenilenmeye devam ediyor.',
};

/** The stream's reply for the OpenAPI document (a stream, not a JSON reply a schema can type). */
export const streamReply = {
  description: 'Sunucu olay akışı (text/event-stream): `change` ve `end` olayları, istenen herkese açık konuların olayları (`crash`), 25 saniyede bir yorum satırı',
  content: { 'text/event-stream': { schema: z.string() } },
};

/** 503 while the event bus is down (the browser keeps polling). */
export const streamUnavailableReply = errorReply;
