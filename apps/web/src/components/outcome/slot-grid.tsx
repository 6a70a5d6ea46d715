import { useState } from 'react';
import { artUrl } from '@/lib/game-format.ts';
import { gameTexts } from '@/lib/game-texts.ts';
import type { Grid, SlotDefinition, SlotSymbol } from '@/lib/game-types.ts';
import { cellKey, symbolOf } from './slot-math.ts';

/** Art that failed to load is not asked for again on this page. */
const failedArt = new Set<string>();

/** A symbol's SVG, or its Turkish name on a coloured tile when the art cannot be loaded. */
export function SymbolImage({
  symbol,
  decorative = false,
}: {
  symbol: SlotSymbol | undefined;
  decorative?: boolean;
}) {
  const url = symbol ? artUrl(symbol.art) : '';
  const [failed, setFailed] = useState(() => failedArt.has(url));
  if (!symbol) return <span className="sym sym--text">?</span>;
  if (failed) {
    return (
      <span className={`sym sym--text sym--${symbol.kind}`} aria-hidden={decorative || undefined}>
        {symbol.name}
      </span>
    );
  }
  return (
    <img
      className="sym"
      src={url}
      alt={decorative ? '' : symbol.name}
      draggable={false}
      loading="lazy"
      onError={() => {
        failedArt.add(url);
        setFailed(true);
      }}
    />
  );
}

type GridDef = Pick<SlotDefinition, 'symbols' | 'reels' | 'rows'>;

/** A few symbols per reel, repeated, scrolled by CSS while the reel spins. */
function SpinningReel({ def, reel }: { def: GridDef; reel: number }) {
  const n = def.symbols.length;
  const seq = Array.from(
    { length: Math.max(def.rows + 1, 4) },
    (_, i) => def.symbols[(reel * 3 + i * 2) % n]!,
  );
  const strip = [...seq, ...seq];
  return (
    <div className="reel reel--spinning" aria-hidden="true">
      <div className="reel__strip" style={{ height: `${(strip.length / def.rows) * 100}%` }}>
        {strip.map((s, i) => (
          <div key={i} className="cell" style={{ height: `${100 / strip.length}%` }}>
            <SymbolImage key={s.id} symbol={s} decorative />
          </div>
        ))}
      </div>
    </div>
  );
}

export function SlotGrid({
  def,
  grid,
  highlight,
  spinning,
  size = 'normal',
  label,
}: {
  def: GridDef;
  grid: Grid;
  /** Winning cells (reel:row); the others are dimmed when any is given. */
  highlight?: Set<string>;
  /** Per reel: still spinning. */
  spinning?: boolean[];
  size?: 'normal' | 'mini';
  label?: string;
}) {
  const hasWins = Boolean(highlight && highlight.size > 0);
  return (
    <div
      className={`slot-grid slot-grid--${size} ${hasWins ? 'slot-grid--wins' : ''}`}
      style={{ gridTemplateColumns: `repeat(${def.reels}, minmax(0, 1fr))`, ['--rows' as string]: def.rows }}
      role="group"
      aria-label={label}
    >
      {Array.from({ length: def.reels }, (_, r) =>
        spinning?.[r] ? (
          <SpinningReel key={`s${r}`} def={def} reel={r} />
        ) : (
          <div key={r} className="reel" role="group" aria-label={gameTexts.reel(r + 1)}>
            {Array.from({ length: def.rows }, (_, row) => {
              const id = grid[r]?.[row] ?? '';
              const win = highlight?.has(cellKey(r, row)) ?? false;
              return (
                <div key={row} className={`cell ${win ? 'cell--win' : ''}`}>
                  <SymbolImage key={id} symbol={symbolOf(def, id)} />
                </div>
              );
            })}
          </div>
        ),
      )}
    </div>
  );
}
