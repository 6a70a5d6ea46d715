/**
 * The kinds of a ledger posting (`ledger_transactions.kind`): the one list. The server types
 * `Posting.kind` with it (apps/server/src/modules/wallet/ledger.ts), the database refuses any other
 * kind (a CHECK of migration 027, which must list exactly these; posting-kinds.test.ts compares
 * them), and the history, the statement and the back office name kinds from it.
 *
 * Who writes each kind:
 * - `deposit`: a deposit's approval, bank -> cash (wallet/deposits.ts).
 * - `withdrawal_request`: a withdrawal request, cash -> withdraw_hold (wallet/withdrawals.ts).
 * - `withdrawal_payout`: its approval, withdraw_hold -> bank; `withdrawal_return`: its rejection or
 *   the player's cancel, withdraw_hold -> cash (wallet/withdrawals.ts).
 * - `adjustment`: a staff balance adjustment, bank <-> cash (wallet/adjustments.ts).
 * - `bet`, `win`, `rollback`: the provider wallet API, cash/bonus <-> games
 *   (provider/provider_calls.sql).
 * - the bonus engine's kinds, BONUS_POSTING_KINDS below (docs/decisions/0012; bonus/grants.ts,
 *   bonus.service.ts, cashback.ts; `bonus_convert` and a free round's win as `bonus_grant` in
 *   provider/provider_calls.sql).
 */
export const POSTING_KINDS = [
  'deposit',
  'withdrawal_request',
  'withdrawal_payout',
  'withdrawal_return',
  'adjustment',
  'bet',
  'win',
  'rollback',
  'bonus_grant',
  'cashback',
  'bonus_convert',
  'bonus_expire',
  'bonus_cancel',
  'bonus_forfeit',
  'bonus_exclusion',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** The provider wallet API's postings: a bet, a win (or a closing win), a bet's refund. */
export const GAME_POSTING_KINDS = ['bet', 'rollback', 'win'] as const satisfies readonly PostingKind[];
export type GamePostingKind = (typeof GAME_POSTING_KINDS)[number];

/**
 * The ledger kinds of the bonus engine (docs/decisions/0012): the player's history shows them as type
 * `bonus`, the activity statement lists them. `bonus_grant` credits a bonus (and a free round's win),
 * `cashback` a cashback claim, `bonus_convert` moves a bonus whose wagering is met to cash;
 * `bonus_expire` and `bonus_cancel` end one; `bonus_forfeit` ends a bonus for a withdrawal the player
 * confirmed; `bonus_exclusion` for a time-out, a self-exclusion or the account's closure.
 */
export const BONUS_POSTING_KINDS = [
  'bonus_grant',
  'cashback',
  'bonus_convert',
  'bonus_expire',
  'bonus_cancel',
  'bonus_forfeit',
  'bonus_exclusion',
] as const satisfies readonly PostingKind[];
export type BonusPostingKind = (typeof BONUS_POSTING_KINDS)[number];

/** Each kind as staff read it (the player page's ledger grid and its CSV, on both sides). */
export const POSTING_KIND_NAMES: Readonly<Record<PostingKind, string>> = {
  deposit: 'Yatırım',
  withdrawal_request: 'Çekim talebi',
  withdrawal_return: 'Çekim iadesi',
  withdrawal_payout: 'Çekim ödemesi',
  adjustment: 'Bakiye düzeltmesi',
  bet: 'Bahis',
  win: 'Kazanç',
  rollback: 'Bahis iadesi',
  bonus_grant: 'Bonus',
  bonus_convert: 'Bonus çevrimi',
  bonus_cancel: 'Bonus iptali',
  bonus_forfeit: 'Bonus kaybı',
  bonus_exclusion: 'Bonus kaybı (sorumlu oyun)',
  bonus_expire: 'Bonus süresi doldu',
  cashback: 'Kayıp bonusu',
};

/** A player's ledger accounts as staff read them. */
export const PLAYER_ACCOUNT_NAMES = { cash: 'Nakit', bonus: 'Bonus', withdraw_hold: 'Çekimde' } as const;
