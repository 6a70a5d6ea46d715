import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

/**
 * The commission's SQL (docs/decisions/0032): plans, monthly statements and their lines, CPA
 * qualifications. The affiliate is an approved affiliate application (read only: the contact module
 * writes it); per-player figures for CPA come from the report summaries' first deposits and, for
 * wagering, from the ledger (the summaries hold no per-player bets).
 */

export interface PlanRow {
  id: bigint;
  affiliate_id: number;
  revenue_share_bps: number;
  cpa_amount: bigint;
  cpa_min_deposit: bigint;
  cpa_min_wagering: bigint;
  /** YYYY-MM */
  effective_from: string;
  set_by: number;
  set_at: Date;
}

const PLAN_COLUMNS = `p.id, p.affiliate_id, p.revenue_share_bps, p.cpa_amount, p.cpa_min_deposit, p.cpa_min_wagering,
  to_char(p.effective_from, 'YYYY-MM') as effective_from, p.set_by, p.set_at`;

/** $n as the first day of a 'YYYY-MM' month. */
const monthParam = (n: number) => `to_date($${n}::text || '-01', 'YYYY-MM-DD')`;

export interface AffiliateRow {
  id: number;
  site_id: number;
  btag: string;
  /** YYYY-MM: the month the application was approved (statements start there). */
  approval_month: string;
}

const AFFILIATE_COLUMNS = `a.id, a.site_id, a.btag,
  to_char(coalesce(a.decided_at, a.updated_at) at time zone 'Europe/Istanbul', 'YYYY-MM') as approval_month`;

/** An approved affiliate, its row locked (a plan change of one affiliate at a time). */
export function lockAffiliate(q: Queryable, id: number) {
  return maybeOne<AffiliateRow>(
    q,
    `select ${AFFILIATE_COLUMNS} from affiliate_applications a where a.id = $1 and a.status = 'approved' for update`,
    [id],
  );
}

export function findAffiliate(q: Queryable, id: number) {
  return maybeOne<AffiliateRow>(
    q,
    `select ${AFFILIATE_COLUMNS} from affiliate_applications a where a.id = $1 and a.status = 'approved'`,
    [id],
  );
}

/** Approved affiliates approved before `month` that have no statement for the month before it. */
export function affiliatesToClose(q: Queryable, month: string) {
  return q.query<AffiliateRow & { last_month: string | null }>(
    `select ${AFFILIATE_COLUMNS},
            (select to_char(max(s.month), 'YYYY-MM') from affiliate_statements s where s.affiliate_id = a.id) as last_month
       from affiliate_applications a
      where a.status = 'approved'
        and coalesce(a.decided_at, a.updated_at) < (${monthParam(1)}::timestamp at time zone 'Europe/Istanbul')
        and not exists (select 1 from affiliate_statements s where s.affiliate_id = a.id and s.month = (${monthParam(1)} - interval '1 month')::date)
      order by a.id`,
    [month],
  );
}

// ---- Plans

export async function hasPlan(q: Queryable, affiliateId: number): Promise<boolean> {
  return (
    (await q.query(`select 1 from affiliate_plans where affiliate_id = $1 limit 1`, [affiliateId])).length > 0
  );
}

export function planOf(q: Queryable, affiliateId: number, month: string) {
  return maybeOne<PlanRow>(
    q,
    `select ${PLAN_COLUMNS} from affiliate_plans p
      where p.affiliate_id = $1 and p.effective_from <= ${monthParam(2)}
      order by p.effective_from desc limit 1`,
    [affiliateId, month],
  );
}

export function plansOf(q: Queryable, affiliateId: number) {
  return q.query<PlanRow & { set_by_name: string }>(
    `select ${PLAN_COLUMNS}, coalesce(st.username, '') as set_by_name
       from affiliate_plans p left join staff st on st.id = p.set_by
      where p.affiliate_id = $1 order by p.effective_from desc`,
    [affiliateId],
  );
}

export function upsertPlan(
  q: Queryable,
  p: {
    affiliateId: number;
    effectiveFrom: string;
    staffId: number;
    revenueShareBps: number;
    cpaAmount: bigint;
    cpaMinDeposit: bigint;
    cpaMinWagering: bigint;
  },
) {
  return one<PlanRow>(
    q,
    `insert into affiliate_plans as p (affiliate_id, effective_from, revenue_share_bps, cpa_amount, cpa_min_deposit, cpa_min_wagering, set_by)
     values ($1, ${monthParam(2)}, $3, $4, $5, $6, $7)
     on conflict (affiliate_id, effective_from) do update
        set revenue_share_bps = excluded.revenue_share_bps, cpa_amount = excluded.cpa_amount, cpa_min_deposit = excluded.cpa_min_deposit,
            cpa_min_wagering = excluded.cpa_min_wagering, set_by = excluded.set_by, set_at = now()
     returning ${PLAN_COLUMNS}`,
    [
      p.affiliateId,
      p.effectiveFrom,
      p.revenueShareBps,
      p.cpaAmount,
      p.cpaMinDeposit,
      p.cpaMinWagering,
      p.staffId,
    ],
  );
}

// ---- CPA

/** Of these players, those who never qualified for CPA (once, ever), with their usernames (for the masked line). */
export function unqualifiedPlayers(q: Queryable, ids: number[]) {
  return q.query<{ id: number; username: string }>(
    `select p.id, p.username from players p
      where p.id = any($1::integer[])
        and not exists (select 1 from affiliate_cpa_qualifications c where c.player_id = p.id)
      order by p.id`,
    [ids],
  );
}

export function qualifications(q: Queryable, affiliateId: number, fromMonth?: string, toMonth?: string) {
  return q.query<{ player_id: number; month: string; amount: bigint }>(
    `select c.player_id, to_char(c.month, 'YYYY-MM') as month, c.amount from affiliate_cpa_qualifications c
      where c.affiliate_id = $1
        and ($2::text is null or c.month >= to_date($2::text || '-01', 'YYYY-MM-DD'))
        and ($3::text is null or c.month <= to_date($3::text || '-01', 'YYYY-MM-DD'))
      order by c.month, c.player_id`,
    [affiliateId, fromMonth ?? null, toMonth ?? null],
  );
}

// ---- Statements

export interface StatementRow {
  id: bigint;
  affiliate_id: number;
  month: string;
  plan_id: bigint | null;
  registrations: number;
  first_deposits_count: number;
  first_deposits: bigint;
  deposits: bigint;
  bets: bigint;
  wins: bigint;
  bonus_cost: bigint;
  ngr: bigint;
  carried_in: bigint;
  revenue_share_bps: number;
  revenue_share: bigint;
  cpa_count: number;
  cpa: bigint;
  commission: bigint;
  carried_out: bigint;
  status: 'locked' | 'approved' | 'paid';
  first_approved_by: number | null;
  first_approved_at: Date | null;
  approved_by: number | null;
  approved_at: Date | null;
  paid_by: number | null;
  paid_at: Date | null;
  payment_reference: string | null;
  created_at: Date;
  /** the affiliate's site's four-eyes threshold (kuruş; null: none) */
  four_eyes_threshold: bigint | null;
}

const STATEMENT_FROM = `affiliate_statements s
  join affiliate_applications a on a.id = s.affiliate_id
  join sites si on si.id = a.site_id`;
const STATEMENT_COLUMNS = `s.id, s.affiliate_id, to_char(s.month, 'YYYY-MM') as month, s.plan_id, s.registrations, s.first_deposits_count,
  s.first_deposits, s.deposits, s.bets, s.wins, s.bonus_cost, s.ngr, s.carried_in, s.revenue_share_bps, s.revenue_share, s.cpa_count,
  s.cpa, s.commission, s.carried_out, s.status, s.first_approved_by, s.first_approved_at, s.approved_by, s.approved_at, s.paid_by,
  s.paid_at, s.payment_reference, s.created_at, si.four_eyes_threshold`;

export function statementOfMonth(q: Queryable, affiliateId: number, month: string) {
  return maybeOne<StatementRow>(
    q,
    `select ${STATEMENT_COLUMNS} from ${STATEMENT_FROM} where s.affiliate_id = $1 and s.month = ${monthParam(2)}`,
    [affiliateId, month],
  );
}

/** An affiliate's statements, newest first. */
export function statementsOf(q: Queryable, affiliateId: number) {
  return q.query<StatementRow>(
    `select ${STATEMENT_COLUMNS} from ${STATEMENT_FROM} where s.affiliate_id = $1 order by s.month desc`,
    [affiliateId],
  );
}

/** A statement by id; with `affiliateId`, only if it is that affiliate's. */
export function statementById(q: Queryable, id: number, affiliateId: number | null = null) {
  return maybeOne<StatementRow>(
    q,
    `select ${STATEMENT_COLUMNS} from ${STATEMENT_FROM} where s.id = $1 and ($2::integer is null or s.affiliate_id = $2)`,
    [id, affiliateId],
  );
}

export function lockStatement(q: Queryable, id: number) {
  return maybeOne<StatementRow>(
    q,
    `select ${STATEMENT_COLUMNS} from ${STATEMENT_FROM} where s.id = $1 for update of s`,
    [id],
  );
}

export interface NewStatement {
  affiliateId: number;
  month: string;
  planId: bigint | null;
  registrations: number;
  firstDepositsCount: number;
  firstDeposits: bigint;
  deposits: bigint;
  bets: bigint;
  wins: bigint;
  bonusCost: bigint;
  ngr: bigint;
  carriedIn: bigint;
  revenueShareBps: number;
  revenueShare: bigint;
  cpaCount: number;
  cpa: bigint;
  commission: bigint;
  carriedOut: bigint;
}

/** Inserts the month's statement, locked; undefined when the month already has one (another run made it). */
export async function insertStatement(q: Queryable, s: NewStatement): Promise<bigint | undefined> {
  const rows = await q.query<{ id: bigint }>(
    `insert into affiliate_statements (affiliate_id, month, plan_id, registrations, first_deposits_count, first_deposits, deposits, bets, wins,
                                       bonus_cost, ngr, carried_in, revenue_share_bps, revenue_share, cpa_count, cpa, commission, carried_out)
     values ($1, ${monthParam(2)}, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     on conflict (affiliate_id, month) do nothing
     returning id`,
    [
      s.affiliateId,
      s.month,
      s.planId,
      s.registrations,
      s.firstDepositsCount,
      s.firstDeposits,
      s.deposits,
      s.bets,
      s.wins,
      s.bonusCost,
      s.ngr,
      s.carriedIn,
      s.revenueShareBps,
      s.revenueShare,
      s.cpaCount,
      s.cpa,
      s.commission,
      s.carriedOut,
    ],
  );
  return rows[0]?.id;
}

export interface LineRow {
  kind: 'revenue_share' | 'carry_over' | 'cpa';
  description: string;
  amount: bigint;
  player_id: number | null;
}

export async function insertLines(q: Queryable, statementId: bigint, lines: LineRow[]): Promise<void> {
  if (lines.length === 0) return;
  await q.query(
    `insert into affiliate_statement_lines (statement_id, kind, description, amount, player_id)
     select $1, x.kind, x.description, x.amount, x.player_id
       from unnest($2::text[], $3::text[], $4::int8[], $5::integer[]) with ordinality as x(kind, description, amount, player_id, n)
      order by x.n`,
    [
      statementId,
      lines.map((l) => l.kind),
      lines.map((l) => l.description),
      lines.map((l) => l.amount),
      lines.map((l) => l.player_id),
    ],
  );
}

export function linesOf(q: Queryable, statementId: bigint | number) {
  return q.query<LineRow>(
    `select kind, description, amount, player_id from affiliate_statement_lines where statement_id = $1 order by id`,
    [statementId],
  );
}

export async function insertQualifications(
  q: Queryable,
  p: {
    affiliateId: number;
    month: string;
    statementId: bigint;
    amount: bigint;
    players: { player_id: number; first_deposit: bigint; wagering: bigint }[];
  },
): Promise<void> {
  if (p.players.length === 0) return;
  await q.query(
    `insert into affiliate_cpa_qualifications (player_id, affiliate_id, month, statement_id, amount, first_deposit, wagering)
     select x.player_id, $1, ${monthParam(2)}, $3, $4, x.first_deposit, x.wagering
       from unnest($5::integer[], $6::int8[], $7::int8[]) as x(player_id, first_deposit, wagering)`,
    [
      p.affiliateId,
      p.month,
      p.statementId,
      p.amount,
      p.players.map((x) => x.player_id),
      p.players.map((x) => x.first_deposit),
      p.players.map((x) => x.wagering),
    ],
  );
}

/** The first of two approvals: the statement stays locked, waiting for a different staff member. */
export function recordFirstApproval(q: Queryable, id: number, staffId: number) {
  return q.query(
    `update affiliate_statements set first_approved_by = $2, first_approved_at = now()
      where id = $1 and status = 'locked' and first_approved_by is null returning id`,
    [id, staffId],
  );
}

export function recordApproval(q: Queryable, id: number, staffId: number) {
  return q.query(
    `update affiliate_statements set status = 'approved', approved_by = $2, approved_at = now() where id = $1 and status = 'locked' returning id`,
    [id, staffId],
  );
}

export function recordPaid(q: Queryable, id: number, staffId: number, reference: string) {
  return q.query(
    `update affiliate_statements set status = 'paid', paid_by = $2, paid_at = now(), payment_reference = $3
      where id = $1 and status = 'approved' returning id`,
    [id, staffId, reference],
  );
}
