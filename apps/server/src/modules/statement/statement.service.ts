import {
  STATEMENT_MAX_DAYS,
  STATEMENT_MAX_ROWS,
  statementMessages,
  statementTypeLabels,
  type StatementLine,
  type StatementReply,
  type StatementType,
} from '@app/shared/api/statement.ts';
import { walletStatusLabels } from '@app/shared/api/wallet.ts';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import { toCsv } from '../../lib/csv.ts';
import { badRequest } from '../../lib/errors.ts';
import { istanbulToday } from '../wallet/wallet.service.ts';
import * as q from './statement.queries.ts';

const DAY_MS = 86_400_000;

/** The period: two real Istanbul days, in order, not after today, at most STATEMENT_MAX_DAYS long. */
export function checkPeriod(from: string, to: string, today = istanbulToday()): { from: string; to: string } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const real = (d: string, t: number) => !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
  if (!real(from, start) || !real(to, end)) throw badRequest(statementMessages.badDate);
  if (end < start) throw badRequest(statementMessages.rangeReversed);
  if (from > today || to > today) throw badRequest(statementMessages.rangeFuture);
  if ((end - start) / DAY_MS + 1 > STATEMENT_MAX_DAYS) throw badRequest(statementMessages.rangeTooLong);
  return { from, to };
}

const ledgerTexts: Partial<Record<q.StatementKind, string>> = {
  bet: 'bahis',
  rollback: 'bahis iadesi',
  win: 'kazanç',
  bonus_grant: 'Bonus eklendi',
  cashback: 'Kayıp bonusu (cashback) eklendi',
  bonus_convert: 'Bonus çevrimi tamamlandı, nakde dönüştü',
  bonus_expire: 'Bonusun süresi doldu',
  bonus_cancel: 'Bonus iptal edildi',
  bonus_forfeit: 'Çekim talebi nedeniyle bonus iptal edildi',
  adjustment: 'Operatör tarafından bakiye düzeltmesi',
  bonus_exclusion: 'Mola, kendini uzaklaştırma veya hesap kapatma nedeniyle bonus iptal edildi',
} satisfies Record<q.StatementLedgerKind, string>;

function typeOf(kind: q.StatementKind): StatementType {
  if (kind === 'deposit' || kind === 'withdrawal' || kind === 'win') return kind;
  if (kind === 'bet' || kind === 'rollback') return 'bet';
  if (kind === 'adjustment') return 'adjustment';
  return 'bonus';
}

function present(r: q.StatementRow): StatementLine {
  const type = typeOf(r.kind);
  let description: string;
  if (type === 'deposit' || type === 'withdrawal') description = `Banka havalesi (${r.detail ?? ''})`;
  else if (type === 'bet' || type === 'win') description = `${r.detail ?? 'Oyun'} — ${ledgerTexts[r.kind]}`;
  else description = ledgerTexts[r.kind] ?? r.kind;
  const status =
    type === 'deposit' || type === 'withdrawal'
      ? (walletStatusLabels[r.status as keyof typeof walletStatusLabels] ?? r.status)
      : 'Tamamlandı';
  return { date: r.created_at.toISOString(), type, description, amount: kurusToLira(r.amount), status };
}

/** The player's statement of the period (Istanbul days): its lines, oldest first, and its totals. */
export async function statement(db: Db, playerId: number, from: string, to: string, maxRows = STATEMENT_MAX_ROWS): Promise<StatementReply> {
  const period = checkPeriod(from, to);
  const [rows, sums] = await Promise.all([
    q.listStatementLines(db, playerId, period.from, period.to, maxRows),
    q.statementSums(db, playerId, period.from, period.to),
  ]);
  const wins = kurusToLira(sums.wins);
  const bets = kurusToLira(sums.bets);
  return {
    success: true as const,
    ...period,
    totals: {
      deposits: kurusToLira(sums.deposits),
      withdrawals: kurusToLira(sums.withdrawals),
      bets,
      wins,
      bonuses: kurusToLira(sums.bonuses),
      game_result: kurusToLira(sums.wins - sums.bets),
    },
    lines: rows.map(present),
    truncated: rows.length > 0 && rows[0]!.total > rows.length,
  };
}

const CSV_COLUMNS: readonly CsvColumn<StatementLine>[] = [
  { header: 'Tarih', value: (l) => formatDateTimeTr(l.date) },
  { header: 'Tür', value: (l) => statementTypeLabels[l.type] },
  { header: 'Açıklama', value: (l) => l.description },
  { header: 'Tutar (TRY)', value: (l) => l.amount },
  { header: 'Durum', value: (l) => l.status },
];

/** The statement as a CSV file: the lines, then the period's totals. */
export async function statementCsv(db: Db, playerId: number, from: string, to: string, maxRows = STATEMENT_MAX_ROWS): Promise<string> {
  const s = await statement(db, playerId, from, to, maxRows);
  const totals: { description: string; amount: number | null }[] = [
    { description: 'Toplam yatırım (onaylanan)', amount: s.totals.deposits },
    { description: 'Toplam çekim (onaylanan)', amount: s.totals.withdrawals },
    { description: 'Toplam bahis', amount: s.totals.bets },
    { description: 'Toplam kazanç', amount: s.totals.wins },
    { description: 'Toplam bonus', amount: s.totals.bonuses },
    { description: 'Oyun sonucu (kazanç - bahis)', amount: s.totals.game_result },
  ];
  // a statement cut at its longest says so in the file itself, above the totals
  if (s.truncated) totals.unshift({ description: statementMessages.truncated(s.lines.length), amount: null });
  const body = toCsv(CSV_COLUMNS, s.lines);
  const foot = toCsv<(typeof totals)[number]>(
    [
      { header: `Dönem: ${s.from} - ${s.to}`, value: (l) => l.description },
      { header: '', value: (l) => l.amount ?? '' },
    ],
    totals,
  );
  // One file: the lines, an empty line, then the totals (the second part without its own BOM).
  return `${body}\r\n${foot.replace(/^\uFEFF/, '')}`;
}
