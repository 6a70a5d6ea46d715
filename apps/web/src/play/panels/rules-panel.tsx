import { percent, tl } from '@/lib/game-format.ts';
import { SymbolImage } from '@/components/outcome/slot-grid.tsx';
import { playTexts as t } from '../texts.ts';
import type { GameInfo, SlotDefinition, TableInfo } from '@/lib/game-types.ts';
import './panels.css';
import { Fact } from '@/components/ui/fact.tsx';

function isSlot(def: GameInfo['definition']): def is SlotDefinition {
  return Boolean(def && Array.isArray((def as SlotDefinition).symbols));
}

function Facts({ game }: { game: GameInfo }) {
  return (
    <dl className="facts">
      <Fact term={t.rtp}>{percent(game.rtp)}</Fact>
      <Fact term={t.volatility}>{t.volatilityLevels[game.volatility] ?? game.volatility}</Fact>
      <Fact term={t.layout}>{game.layout}</Fact>
      <Fact term={t.betRange}>
        {tl(game.min_bet)} – {tl(game.max_bet)}
      </Fact>
    </dl>
  );
}

/** A payline drawn as a small reels x rows grid with its cells filled. */
function LineShape({ line, rows, index }: { line: number[]; rows: number; index: number }) {
  return (
    <li className="line-shape">
      <span className="line-shape__no">{index + 1}</span>
      <span
        className="line-shape__grid"
        style={{
          gridTemplateColumns: `repeat(${line.length}, 8px)`,
          gridTemplateRows: `repeat(${rows}, 8px)`,
        }}
        role="img"
        aria-label={t.lineShape(index + 1, line.map((r) => r + 1).join('-'))}
      >
        {Array.from({ length: rows }, (_, row) =>
          line.map((r, reel) => <span key={`${row}-${reel}`} className={r === row ? 'on' : ''} />),
        )}
      </span>
    </li>
  );
}

function mechanicText(def: SlotDefinition): string {
  const n = def.waysOrLines ?? def.lines?.length ?? 0;
  if (def.mechanic === 'paylines') {
    return t.paylinesText(n, def.unitsPerBet);
  }
  const ways = t.waysText(n, def.unitsPerBet);
  if (def.mechanic === 'cascade') {
    const m = (def.cascadeMultipliers ?? [1]).map((x) => `x${x}`).join(', ');
    return t.cascadeText(ways, m);
  }
  return ways;
}

function SlotRules({ game, def, bet }: { game: GameInfo; def: SlotDefinition; bet: number }) {
  const unit = bet > 0 ? bet / def.unitsPerBet : 0;
  const wild = def.symbols.find((s) => s.kind === 'wild');
  const scatter = def.scatter ? def.symbols.find((s) => s.id === def.scatter!.symbol) : undefined;
  const rows = def.symbols.filter((s) => def.paytable[s.id]);
  const counts = [...new Set(rows.flatMap((s) => Object.keys(def.paytable[s.id]!).map(Number)))].sort(
    (a, b) => b - a,
  );
  const sc = def.scatter;
  return (
    <div className="rules">
      <p>{game.description}</p>
      <Facts game={game} />
      <h3>{t.paytable}</h3>
      <p className="muted small">{t.paytableNote(tl(bet))}</p>
      <div className="table-scroll">
        <table className="paytable">
          <thead>
            <tr>
              <th scope="col">{t.symbol}</th>
              {counts.map((c) => (
                <th key={c} scope="col">
                  {c}×
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  <span className="paytable__sym">
                    <span className="paytable__img">
                      <SymbolImage symbol={s} decorative />
                    </span>
                    {s.name}
                  </span>
                </th>
                {counts.map((c) => {
                  const pay = def.paytable[s.id]![c];
                  return <td key={c}>{pay ? tl(pay * unit) : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{def.mechanic === 'paylines' ? t.paylines : t.ways}</h3>
      <p>{mechanicText(def)}</p>
      {def.lines && (
        <ol className="line-shapes">
          {def.lines.map((l, i) => (
            <LineShape key={i} line={l} rows={def.rows} index={i} />
          ))}
        </ol>
      )}
      {wild && (
        <>
          <h3>{t.wild}</h3>
          <p>{t.wildText(wild.name, scatter?.name, Boolean(def.paytable[wild.id]))}</p>
        </>
      )}
      {sc && scatter && (
        <>
          <h3>{t.scatterTitle}</h3>
          <p>
            {t.scatterPays(
              scatter.name,
              Object.entries(sc.pays).map(([c, m]) => t.scatterPay(c, tl(m * bet), m)),
            )}
          </p>
          <p>
            {t.freeSpinsText(
              Object.entries(sc.freeSpins).map(([c, n]) => t.countOf(c, n)),
              sc.freeSpinMultiplier,
              Object.entries(sc.retrigger).map(([c, n]) => t.countOf(c, `+${n}`)),
            )}
          </p>
        </>
      )}
      <h3>{t.betLevels}</h3>
      <p>{def.betLevels.map(tl).join(' · ')}</p>
      <p className="muted small">{t.fairNote}</p>
      <p className="muted small">{t.malfunction}</p>
    </div>
  );
}

function TableRules({ game }: { game: GameInfo }) {
  const info = game.definition as TableInfo | null;
  const r = t.tableRules[game.mechanic];
  const rtpByBet = game.rtp_by_bet ?? info?.rtpByBet ?? {};
  const names = t.rtpNames;
  return (
    <div className="rules">
      <p>{game.description}</p>
      {game.label && <p className="muted small">{t.rngNote(game.label)}</p>}
      <Facts game={game} />
      {r && (
        <>
          <h3>{t.rules}</h3>
          <ul className="rules__list">
            {r.rules.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
          <h3>{t.paytable}</h3>
          <table className="paytable">
            <tbody>
              {r.pays.map(([k, v]) => (
                <tr key={k}>
                  <th scope="row">{k}</th>
                  <td>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {Object.keys(rtpByBet).length > 0 && (
        <>
          <h3>{t.rtp}</h3>
          <ul className="rules__list">
            {Object.entries(rtpByBet).map(([k, v]) => (
              <li key={k}>
                {names[k] ?? k}: {percent(v)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="muted small">
        {t.betRangePerBet(
          tl(info?.limits.minBet ?? game.min_bet),
          tl(info?.limits.maxBet ?? game.max_bet),
          info ? tl(info.limits.step) : undefined,
        )}
      </p>
      <p className="muted small">{t.fairNote}</p>
      <p className="muted small">{t.malfunction}</p>
    </div>
  );
}

export function RulesPanel({ game, bet }: { game: GameInfo; bet: number }) {
  return isSlot(game.definition) ? (
    <SlotRules game={game} def={game.definition} bet={bet} />
  ) : (
    <TableRules game={game} />
  );
}
