import { useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { AML_KIND_LABELS, type AmlFlagKind } from '@app/shared/api/aml.ts';
import { limitKindLabels } from '@app/shared/api/responsible.ts';
import { getMe, type StaffPermissionName } from '@/backoffice/ui/api.ts';
import { money, when } from '@/backoffice/ui/format.ts';
import { AdjustForm, BlockForm, MessageForm, NoteForm } from './player-actions.tsx';
import { getPlayer, type StaffPlayer } from '@/backoffice/features/players/api/player-api.ts';
import {
  BonusesGrid,
  DepositsGrid,
  KycGrid,
  LedgerGrid,
  LoginsGrid,
  MessagesGrid,
  NotesGrid,
  RoundsGrid,
  WithdrawalsGrid,
} from './player-grids.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { playersTexts } from '@/backoffice/features/players/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = playersTexts.playerPage;

const TABS = [
  'summary',
  'ledger',
  'deposits',
  'withdrawals',
  'bonuses',
  'rounds',
  'logins',
  'messages',
  'kyc',
  'notes',
] as const;
type Tab = (typeof TABS)[number];
type Action = 'block' | 'adjust' | 'message' | null;

/**
 * The staff's page of one player: who they are, their state and balances; the tabs of their record
 * (the choice in the address, `?tab=`), each grid over its own route; and the actions the staff's
 * role allows (block or unblock, a balance adjustment, a message, a note).
 */
export function PlayerPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const me = useQuery({ queryKey: backofficeKeys.me, queryFn: getMe, staleTime: Infinity });
  const player = useQuery({
    queryKey: backofficeKeys.player(id),
    queryFn: () => getPlayer(id),
    enabled: valid,
  });
  const may = (p: StaffPermissionName) => me.data?.permissions.includes(p) ?? false;

  if (!valid || player.isError) {
    return (
      <section>
        <p role="alert">{t.notFound}</p>
        <Link to="/players">{t.back}</Link>
      </section>
    );
  }
  if (player.isPending) return <p className="bo-muted">{t.loading}</p>;
  return <PlayerView player={player.data} may={may} />;
}

function PlayerView({ player, may }: { player: StaffPlayer; may: (p: StaffPermissionName) => boolean }) {
  const [action, setAction] = useState<Action>(null);
  const done = () => setAction(null);
  const b = player.balances;
  return (
    <section aria-labelledby="bo-player-title" className="bo-player">
      <p className="bo-small">
        <Link to="/players">{t.back}</Link>
      </p>
      <header className="bo-player__head">
        <div>
          <h1 id="bo-player-title">
            {player.first_name} {player.last_name}
          </h1>
          <dl className="bo-player__facts">
            <div>
              <dt>{t.username}</dt>
              <dd>{player.username}</dd>
            </div>
            <div>
              <dt>{t.id}</dt>
              <dd>{player.id}</dd>
            </div>
            <div>
              <dt>{t.status}</dt>
              <dd>
                <span className={`bo-tag bo-tag--${player.status === 'active' ? 'verified' : 'rejected'}`}>
                  {playersTexts.players.statusNames[player.status]}
                </span>
              </dd>
            </div>
            <div>
              <dt>{t.rg.fact}</dt>
              <dd data-testid="player-rg">
                <RgState player={player} />
              </dd>
            </div>
            <div>
              <dt>{t.aml.fact}</dt>
              <dd data-testid="player-aml">
                {player.aml_flags?.length ? (
                  <span className="bo-tag bo-tag--rejected" title={t.aml.held}>
                    {t.aml.flag}:{' '}
                    {player.aml_flags.map((f) => AML_KIND_LABELS[f.kind as AmlFlagKind] ?? f.kind).join(', ')}
                  </span>
                ) : (
                  <span className="bo-tag bo-tag--verified">{t.aml.none}</span>
                )}
              </dd>
            </div>
            <div>
              <dt>{t.kyc}</dt>
              <dd>
                <span className={`bo-tag bo-tag--${player.kyc_status}`}>
                  {boTexts.kycStatus[player.kyc_status]}
                </span>
              </dd>
            </div>
          </dl>
        </div>
        <dl className="bo-player__balances" aria-label={t.balances}>
          <div>
            <dt>{t.cash}</dt>
            <dd data-testid="balance-cash">{money(b.cash)}</dd>
          </div>
          <div>
            <dt>{t.bonus}</dt>
            <dd>{money(b.bonus)}</dd>
          </div>
          <div>
            <dt>{t.hold}</dt>
            <dd>{money(b.withdraw_hold)}</dd>
          </div>
        </dl>
      </header>
      {(may('players.block') || may('players.adjust') || may('players.message')) && (
        <div className="bo-actions bo-player__actions" role="group" aria-label={t.actions}>
          {may('players.block') && (
            <button
              type="button"
              className={`bo-button${player.status === 'active' ? ' bo-button--danger' : ''}`}
              aria-expanded={action === 'block'}
              onClick={() => setAction(action === 'block' ? null : 'block')}
            >
              {player.status === 'active' ? t.block : t.unblock}
            </button>
          )}
          {may('players.adjust') && (
            <button
              type="button"
              className="bo-button"
              aria-expanded={action === 'adjust'}
              onClick={() => setAction(action === 'adjust' ? null : 'adjust')}
            >
              {t.adjust}
            </button>
          )}
          {may('players.message') && (
            <button
              type="button"
              className="bo-button"
              aria-expanded={action === 'message'}
              onClick={() => setAction(action === 'message' ? null : 'message')}
            >
              {t.message}
            </button>
          )}
        </div>
      )}
      {action === 'block' && <BlockForm key={player.status} player={player} onDone={done} />}
      {action === 'adjust' && <AdjustForm player={player} onDone={done} />}
      {action === 'message' && <MessageForm player={player} onDone={done} />}
      <PlayerTabs player={player} may={may} />
    </section>
  );
}

/** The record's tabs: an ARIA tablist (arrow keys, Home and End move between tabs), the choice in the address. */
function PlayerTabs({ player, may }: { player: StaffPlayer; may: (p: StaffPermissionName) => boolean }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'summary';
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  // A new tab starts its grid afresh: the page, sort and filters of the previous one are dropped.
  const choose = (next: Tab, focus = false) => {
    setParams(next === 'summary' ? {} : { tab: next }, { replace: true });
    if (focus) refs.current[next]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const to =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : e.key === 'Home'
            ? TABS[0]
            : e.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!to) return;
    e.preventDefault();
    choose(to, true);
  };
  const id = player.id;
  return (
    <div className="bo-tabs">
      <div role="tablist" aria-label={t.tabsLabel} className="bo-tabs__list" onKeyDown={onKey}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`bo-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`bo-tabpanel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="bo-tabs__tab"
            onClick={() => choose(name)}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`bo-tabpanel-${tab}`}
        aria-labelledby={`bo-tab-${tab}`}
        tabIndex={0}
        className="bo-tabs__panel"
      >
        {tab === 'summary' && <Summary player={player} />}
        {tab === 'ledger' && <LedgerGrid playerId={id} />}
        {tab === 'deposits' && <DepositsGrid playerId={id} />}
        {tab === 'withdrawals' && <WithdrawalsGrid playerId={id} />}
        {tab === 'bonuses' && <BonusesGrid playerId={id} />}
        {tab === 'rounds' && <RoundsGrid playerId={id} />}
        {tab === 'logins' && <LoginsGrid playerId={id} />}
        {tab === 'messages' && <MessagesGrid playerId={id} />}
        {tab === 'kyc' && <KycGrid playerId={id} documents={may('kyc.read')} />}
        {tab === 'notes' && (
          <>
            {may('players.message') && <NoteForm playerId={id} />}
            <NotesGrid playerId={id} />
          </>
        )}
      </div>
    </div>
  );
}

const limitAmount = (kind: string, amount: number) =>
  kind === 'session' ? t.rg.minutes(amount) : money(amount);
const limitText = (l: NonNullable<StaffPlayer['responsible']>['limits'][number]) =>
  limitAmount(l.kind, l.amount) +
  (l.pending_from
    ? ` (${t.rg.pending(l.pending_amount === null ? t.rg.removal : limitAmount(l.kind, l.pending_amount), when(l.pending_from))})`
    : '');

/** The time-out, self-exclusion or closure in force, as a tag (staff cannot lift any of them). */
function RgState({ player }: { player: StaffPlayer }) {
  const r = player.responsible;
  if (r?.closed_at) return <span className="bo-tag bo-tag--rejected">{t.rg.closed(when(r.closed_at))}</span>;
  const e = r?.exclusion;
  if (!e) return <span className="bo-tag bo-tag--verified">{t.rg.none}</span>;
  const text =
    e.type === 'timeout'
      ? t.rg.timeout(when(e.until))
      : e.until === null
        ? t.rg.permanent
        : t.rg.selfExclusion(when(e.until));
  const extra = e.end_requested ? t.rg.endRequested : e.end_requestable ? t.rg.endRequestable : null;
  return (
    <span className="bo-tag bo-tag--rejected">
      {text}
      {extra && ` (${extra})`}
    </span>
  );
}

function Summary({ player }: { player: StaffPlayer }) {
  const p = t.profile;
  const rows: [string, string][] = [
    [p.email, player.email],
    [p.phone, player.phone],
    [p.tc, player.tc],
    [p.birthdate, player.birthdate],
    [p.city, player.city],
    [p.createdAt, when(player.created_at)],
    [p.affiliate, player.affiliate_btag || '—'],
    [p.twoFactor, player.two_factor_enabled ? p.on : p.off],
  ];
  if (player.kyc_reject_reason) rows.push([p.kycReason, player.kyc_reject_reason]);
  const limits = player.responsible?.limits ?? [];
  rows.push([
    t.rg.limits,
    limits.length === 0
      ? t.rg.noLimits
      : limits
          .map(
            (l) =>
              `${t.rg.limit(limitKindLabels[l.kind], l.kind === 'session' ? t.rg.sessionPeriod : t.rg.periods[l.period]!)}: ${limitText(l)}`,
          )
          .join(' · '),
  ]);
  return (
    <dl className="bo-pairs bo-card">
      {rows.map(([k, v]) => (
        <div key={k} className="bo-pairs__row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
