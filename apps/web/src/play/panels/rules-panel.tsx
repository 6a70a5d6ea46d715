import { percent, tl } from '../format.ts';
import { SymbolImage } from '../outcome/slot-grid.tsx';
import { playTexts as t } from '../texts.ts';
import type { GameInfo, SlotDefinition, TableInfo } from '../types.ts';
import './panels.css';

function isSlot(def: GameInfo['definition']): def is SlotDefinition {
  return Boolean(def && Array.isArray((def as SlotDefinition).symbols));
}

function Facts({ game }: { game: GameInfo }) {
  return (
    <dl className="facts">
      <div>
        <dt>{t.rtp}</dt>
        <dd>{percent(game.rtp)}</dd>
      </div>
      <div>
        <dt>{t.volatility}</dt>
        <dd>{t.volatilityLevels[game.volatility] ?? game.volatility}</dd>
      </div>
      <div>
        <dt>{t.layout}</dt>
        <dd>{game.layout}</dd>
      </div>
      <div>
        <dt>{t.betRange}</dt>
        <dd>
          {tl(game.min_bet)} – {tl(game.max_bet)}
        </dd>
      </div>
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
        aria-label={`Hat ${index + 1}: ${line.map((r) => r + 1).join('-')}. sıra`}
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
    return `${n} sabit hat. Kazançlar soldan sağa, ilk makaradan başlayarak aynı hatta yan yana gelen aynı sembollerle oluşur. Her hatta yalnızca en yüksek kazanç ödenir ve farklı hatlardaki kazançlar toplanır. Hat bahsi = toplam bahis / ${def.unitsPerBet}.`;
  }
  const ways = `${n} yol: aynı sembol soldan sağa ardışık makaraların herhangi bir konumunda göründüğünde kazanç oluşur. Ödeme = tablo değeri × yol sayısı × (toplam bahis / ${def.unitsPerBet}).`;
  if (def.mechanic === 'cascade') {
    const m = (def.cascadeMultipliers ?? [1]).map((x) => `x${x}`).join(', ');
    return `${ways} Kazanan semboller patlar, yerlerine yukarıdan yenileri düşer ve yeni kazançlar aynı dönüşte ödenir. Ardışık düşüşlerde çarpan sırasıyla ${m} olur (son değer devam eder).`;
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
      <h3>{def.mechanic === 'paylines' ? t.paylines : 'Yollar'}</h3>
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
          <h3>Joker</h3>
          <p>
            {wild.name} jokerdir: {scatter ? `${scatter.name} dışındaki ` : ''}tüm sembollerin yerine geçer
            {def.paytable[wild.id] ? ' ve kendi başına da ödeme tablosundaki gibi öder' : ''}.
          </p>
        </>
      )}
      {sc && scatter && (
        <>
          <h3>Dağınık sembol ve bedava dönüşler</h3>
          <p>
            {scatter.name} dağınık semboldür ve makaraların herhangi bir yerinde sayılır:{' '}
            {Object.entries(sc.pays)
              .map(([c, m]) => `${c} adet ${tl(m * bet)} (toplam bahsin ${m} katı)`)
              .join(', ')}
            .
          </p>
          <p>
            {Object.entries(sc.freeSpins)
              .map(([c, n]) => `${c} adet ${n}`)
              .join(', ')}{' '}
            bedava dönüş verir. Bedava dönüşler aynı bahisle oynanır ve tüm kazançlar x{sc.freeSpinMultiplier}{' '}
            çarpanlıdır.
            {Object.keys(sc.retrigger).length > 0
              ? ` Bedava dönüşler sırasında ${Object.entries(sc.retrigger)
                  .map(([c, n]) => `${c} adet +${n}`)
                  .join(', ')} dönüş eklenir.`
              : ' Bedava dönüşler yeniden tetiklenmez.'}
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

const TABLE_RULES: Record<string, { rules: string[]; pays: [string, string][] }> = {
  roulette: {
    rules: [
      'Tek sıfırlı Avrupa ruleti: 0-36 arası 37 sayı. Kazanan sayı RNG ile seçilir: sayı = floor(float × 37).',
      'Fiş değerini seçin ve masadaki alanlara dokunarak bahis koyun; aynı alana tekrar dokunmak bahsi artırır.',
      'Sıfır geldiğinde tüm dış bahisler (renk, tek/çift, 1-18/19-36, düzine, kolon) kaybeder.',
      'Ödemeler bahis dahil geri dönüş olarak hesaplanır: bahis × 36 / kapsanan sayı adedi.',
    ],
    pays: [
      ['Düz sayı', '35:1'],
      ['Düzine, kolon', '2:1'],
      ['Kırmızı/Siyah, Tek/Çift, 1-18/19-36', '1:1'],
    ],
  },
  baccarat: {
    rules: [
      'Punto banco, 8 deste; her el yeni karıştırılmış bir sabottan RNG ile dağıtılır.',
      'Kart değerleri: As 1, 2-9 kendi değeri, 10/J/Q/K 0. El değeri puanların toplamının mod 10’udur.',
      'Doğal: ilk iki kartta 8 veya 9 olan varsa iki taraf da durur.',
      'Oyuncu 0-5’te kart çeker, 6-7’de durur. Oyuncu durduysa Banka 0-5’te çeker.',
      'Oyuncu üçüncü kart çektiyse Banka klasik üçüncü kart tablosuna göre çeker (3: 8 hariç; 4: 2-7; 5: 4-7; 6: 6-7; 7: durur).',
      'Beraberlikte Oyuncu ve Banka bahisleri iade edilir.',
    ],
    pays: [
      ['Oyuncu', '1:1'],
      ['Banka', '0,95:1 (%5 komisyon)'],
      ['Beraberlik', '8:1'],
    ],
  },
  blackjack: {
    rules: [
      '6 deste; her el yeni karıştırılmış bir sabottan RNG ile dağıtılır.',
      'Krupiye açık kartına bakar: krupiyede blackjack varsa el hemen biter (sizde de blackjack varsa berabere).',
      'Kart Çek, Dur ve ilk iki kartta İkiye Katla (bahis ikiye katlanır ve tek kart çekilir). Bölme, teslim ve sigorta yoktur.',
      '21’e ulaşınca otomatik olarak durursunuz. Krupiye 16’ya kadar çeker, yumuşak 17 dahil tüm 17’lerde durur.',
    ],
    pays: [
      ['Blackjack', '3:2'],
      ['Kazanç', '1:1'],
      ['Beraberlik', 'Bahis iade'],
    ],
  },
};

function TableRules({ game }: { game: GameInfo }) {
  const info = game.definition as TableInfo | null;
  const r = TABLE_RULES[game.mechanic];
  const rtpByBet = game.rtp_by_bet ?? info?.rtpByBet ?? {};
  const names: Record<string, string> = {
    player: 'Oyuncu',
    banker: 'Banka',
    tie: 'Beraberlik',
    all: 'Tüm bahisler',
    'basic-strategy': 'Temel strateji ile',
  };
  return (
    <div className="rules">
      <p>{game.description}</p>
      {game.label && (
        <p className="muted small">{game.label}: sonuçlar canlı krupiye değil, RNG ile belirlenir.</p>
      )}
      <Facts game={game} />
      {r && (
        <>
          <h3>Kurallar</h3>
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
        {t.betRange} (bahis başına): {tl(info?.limits.minBet ?? game.min_bet)} –{' '}
        {tl(info?.limits.maxBet ?? game.max_bet)}
        {info ? `, ${tl(info.limits.step)} katları` : ''}.
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
