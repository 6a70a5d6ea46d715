/* Design-time generator of the SVG art under packages/games/art (npx tsx packages/games/src/tools/gen-art.ts rewrites it). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ART = fileURLToPath(new URL('../../art/', import.meta.url));
const write = (rel: string, svg: string): void => {
  const p = ART + rel;
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, svg.replace(/\n\s*/g, '') + '\n');
};

// Glyphs drawn in a 100 x 100 box.
const G: Record<string, string> = {
  lale: `<path d="M50 94V52" stroke="#2e7d32" stroke-width="5"/><path d="M50 84C37 80 29 70 27 58c10 2 19 10 23 20z" fill="#43a047"/><path d="M50 84c13-4 21-14 23-26-10 2-19 10-23 20z" fill="#43a047"/><path d="M28 18c6 7 10 9 13 9l9-17 9 17c3 0 7-2 13-9 3 18-2 36-22 38-20-2-25-20-22-38z" fill="#e53935"/><path d="M50 10l-6 34h12z" fill="#ff7043"/>`,
  gul: `<path d="M50 94V62" stroke="#2e7d32" stroke-width="5"/><path d="M50 80c-10 0-18-6-20-14 10 0 17 5 20 14z" fill="#43a047"/><circle cx="50" cy="40" r="26" fill="#c2185b"/><circle cx="50" cy="40" r="18" fill="#e91e63"/><circle cx="50" cy="40" r="10" fill="#f06292"/><path d="M50 30a10 10 0 0 1 10 10" stroke="#880e4f" stroke-width="3" fill="none"/>`,
  kelebek: `<ellipse cx="32" cy="36" rx="20" ry="16" fill="#ab47bc"/><ellipse cx="68" cy="36" rx="20" ry="16" fill="#ab47bc"/><ellipse cx="36" cy="66" rx="14" ry="12" fill="#ce93d8"/><ellipse cx="64" cy="66" rx="14" ry="12" fill="#ce93d8"/><circle cx="32" cy="36" r="6" fill="#fff59d"/><circle cx="68" cy="36" r="6" fill="#fff59d"/><rect x="46" y="24" width="8" height="56" rx="4" fill="#4a148c"/><path d="M48 24l-8-12M52 24l8-12" stroke="#4a148c" stroke-width="3"/>`,
  bahcivan: `<path d="M22 50h44v34H22z" fill="#607d8b"/><path d="M66 56l22-18 4 4-20 22z" fill="#78909c"/><path d="M30 50c0-16 28-16 28 0" stroke="#455a64" stroke-width="6" fill="none"/><circle cx="92" cy="34" r="3" fill="#4fc3f7"/><circle cx="86" cy="26" r="3" fill="#4fc3f7"/><circle cx="94" cy="22" r="3" fill="#4fc3f7"/><path d="M34 44c-6-14 2-28 10-32 2 10-2 22-10 32z" fill="#e53935"/>`,
  nazar: `<circle cx="50" cy="50" r="42" fill="#0d47a1"/><circle cx="50" cy="50" r="30" fill="#fff"/><circle cx="50" cy="50" r="20" fill="#4fc3f7"/><circle cx="50" cy="50" r="10" fill="#111"/><circle cx="40" cy="36" r="5" fill="#fff" opacity=".8"/>`,
  yedi: `<text x="50" y="82" font-family="Georgia,serif" font-size="84" font-weight="700" text-anchor="middle" fill="#d32f2f" stroke="#fff" stroke-width="3">7</text>`,
  zil: `<path d="M50 12c-18 0-26 16-26 34 0 16-6 22-12 28h76c-6-6-12-12-12-28 0-18-8-34-26-34z" fill="#fbc02d"/><circle cx="50" cy="82" r="8" fill="#f57f17"/><rect x="46" y="6" width="8" height="10" rx="3" fill="#f57f17"/>`,
  uzum: `<path d="M50 18c4-8 12-10 18-8" stroke="#2e7d32" stroke-width="4" fill="none"/>${[
    [38, 30],
    [54, 30],
    [30, 46],
    [46, 46],
    [62, 46],
    [38, 62],
    [54, 62],
    [46, 78],
  ]
    .map(([x, y]) => `<circle cx="${x! + 4}" cy="${y}" r="9" fill="#7b1fa2"/>`)
    .join('')}`,
  limon: `<ellipse cx="50" cy="52" rx="36" ry="26" fill="#fdd835" transform="rotate(-20 50 52)"/><path d="M84 36l8-4M16 68l-8 4" stroke="#fbc02d" stroke-width="6"/><ellipse cx="40" cy="44" rx="10" ry="5" fill="#fff59d" transform="rotate(-20 40 44)"/>`,
  kiraz: `<path d="M32 64C40 40 50 22 66 12M68 62C66 40 64 24 66 12" stroke="#2e7d32" stroke-width="4" fill="none"/><path d="M66 12c8-6 18-4 22 2-8 4-16 4-22-2z" fill="#43a047"/><circle cx="32" cy="70" r="16" fill="#c62828"/><circle cx="68" cy="68" r="16" fill="#e53935"/><circle cx="27" cy="64" r="4" fill="#fff" opacity=".7"/>`,
  kule: `<path d="M10 84c20-8 60-8 80 0v8H10z" fill="#455a64"/><rect x="38" y="36" width="24" height="46" fill="#eceff1"/><path d="M34 38l16-28 16 28z" fill="#b71c1c"/><rect x="46" y="50" width="8" height="12" rx="4" fill="#37474f"/><rect x="24" y="60" width="16" height="22" fill="#cfd8dc"/><rect x="60" y="64" width="14" height="18" fill="#cfd8dc"/>`,
  fener: `<path d="M38 90l6-58h12l6 58z" fill="#eceff1"/><path d="M40 74h20l1 10H39zM42 52h16l1 10H41z" fill="#d32f2f"/><rect x="40" y="18" width="20" height="14" fill="#ffeb3b"/><path d="M38 18l12-10 12 10z" fill="#37474f"/><path d="M60 22l30-10v24zM40 22l-30-10v24z" fill="#fff59d" opacity=".6"/>`,
  marti: `<path d="M8 50c14-12 28-12 42 6 14-18 28-18 42-6-14-4-28 0-42 16C36 50 22 46 8 50z" fill="#eceff1" stroke="#546e7a" stroke-width="3"/><circle cx="50" cy="58" r="4" fill="#ffa000"/>`,
  vapur: `<path d="M8 62h84l-10 22H18z" fill="#263238"/><rect x="20" y="44" width="60" height="18" fill="#eceff1"/><rect x="28" y="30" width="40" height="14" fill="#fafafa"/><rect x="58" y="14" width="10" height="18" fill="#f9a825"/>${[28, 40, 52, 64].map((x) => `<circle cx="${x + 2}" cy="53" r="3" fill="#37474f"/>`).join('')}<path d="M4 90c10-4 20 4 30 0s20 4 30 0 20 4 32 0" stroke="#4fc3f7" stroke-width="4" fill="none"/>`,
  simit: `<circle cx="50" cy="50" r="30" fill="none" stroke="#a1662f" stroke-width="20"/>${[0, 40, 80, 120, 160, 200, 240, 280, 320].map((a) => `<circle cx="${(50 + 30 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" cy="${(50 + 30 * Math.sin((a * Math.PI) / 180)).toFixed(1)}" r="2.5" fill="#fff3e0"/>`).join('')}`,
  kopru: `<rect x="22" y="16" width="8" height="70" fill="#b0bec5"/><rect x="70" y="16" width="8" height="70" fill="#b0bec5"/><path d="M4 66h92" stroke="#eceff1" stroke-width="6"/><path d="M4 30Q26 68 26 66M26 18q24 50 48 0M74 18q0 48 22 14" stroke="#ffd54f" stroke-width="3" fill="none"/><path d="M4 90c12-4 24 4 36 0s24 4 36 0 14 2 20 0" stroke="#4fc3f7" stroke-width="4" fill="none"/>`,
  dolunay: `<circle cx="50" cy="50" r="38" fill="#fff8e1"/><circle cx="38" cy="40" r="8" fill="#ffe082"/><circle cx="62" cy="58" r="10" fill="#ffe082"/><circle cx="56" cy="30" r="5" fill="#ffe082"/><circle cx="50" cy="50" r="42" fill="none" stroke="#fff59d" stroke-width="3" opacity=".6"/>`,
  yali: `<rect x="14" y="44" width="72" height="40" fill="#d7ccc8"/><path d="M8 46L50 16l42 30z" fill="#8d6e63"/>${[22, 40, 58, 72].map((x) => `<rect x="${x}" y="54" width="8" height="12" fill="#ffeb3b"/>`).join('')}<rect x="44" y="68" width="12" height="16" fill="#5d4037"/><path d="M4 90c12-4 24 4 36 0s24 4 36 0 14 2 20 0" stroke="#4fc3f7" stroke-width="4" fill="none"/>`,
  balik: `<path d="M14 50c16-22 50-22 64 0-14 22-48 22-64 0z" fill="#90a4ae"/><path d="M76 50l18-16v32z" fill="#78909c"/><circle cx="30" cy="46" r="4" fill="#263238"/><path d="M44 36c4 8 4 20 0 28" stroke="#607d8b" stroke-width="3" fill="none"/>`,
  cay: `<path d="M34 20h32l-4 18c-2 8 6 14 4 28l-4 16H38l-4-16c-2-14 6-20 4-28z" fill="#fff" fill-opacity=".35" stroke="#eceff1" stroke-width="3"/><path d="M37 44c10 2 16 2 26 0l-1 22-4 14H42l-4-14z" fill="#c62828"/><ellipse cx="50" cy="86" rx="30" ry="6" fill="#eceff1"/>`,
  kilim: `<path d="M50 6l44 44-44 44L6 50z" fill="#b71c1c"/><path d="M50 20l30 30-30 30-30-30z" fill="#f9a825"/><path d="M50 34l16 16-16 16-16-16z" fill="#1a237e"/><circle cx="50" cy="50" r="5" fill="#fff"/>`,
  elibelinde: `<path d="M50 10l12 12-12 12-12-12z" fill="#f9a825"/><path d="M50 34L28 46l10 10-10 10 22 26 22-26-10-10 10-10z" fill="#c62828"/><path d="M50 48l8 8-8 8-8-8z" fill="#fff3e0"/>`,
  kocboynuzu: `<path d="M50 80V46" stroke="#4e342e" stroke-width="6"/><path d="M50 48C40 20 12 20 14 42c2 14 18 14 20 4 1-6-6-8-8-4" stroke="#6d4c41" stroke-width="7" fill="none"/><path d="M50 48c10-28 38-28 36-6-2 14-18 14-20 4-1-6 6-8 8-4" stroke="#6d4c41" stroke-width="7" fill="none"/>`,
  goz: `<path d="M50 14l36 36-36 36-36-36z" fill="#00695c"/><path d="M50 30l20 20-20 20-20-20z" fill="#fff"/><circle cx="50" cy="50" r="8" fill="#1a237e"/><path d="M50 4v10M50 86v10M4 50h10M86 50h10" stroke="#00695c" stroke-width="4"/>`,
  yildiz: `<path d="M50 6l10 24 26-4-16 20 16 20-26-4-10 24-10-24-26 4 16-20-16-20 26 4z" fill="#f9a825"/><circle cx="50" cy="50" r="10" fill="#c62828"/>`,
  artemis: `<circle cx="50" cy="34" r="16" fill="#ffe0b2"/><path d="M30 22l8-14 6 10 6-12 6 12 6-10 8 14z" fill="#ffd54f"/><path d="M22 92c2-26 14-38 28-38s26 12 28 38z" fill="#fafafa" stroke="#ffd54f" stroke-width="3"/><path d="M34 30c0 20-4 26-10 30M66 30c0 20 4 26 10 30" stroke="#6d4c41" stroke-width="5" fill="none"/>`,
  celsus: `<path d="M8 32L50 10l42 22z" fill="#d7ccc8"/><rect x="10" y="32" width="80" height="8" fill="#bcaaa4"/>${[14, 32, 50, 68, 82].map((x) => `<rect x="${x - 4}" y="40" width="8" height="42" fill="#efebe9"/>`).join('')}<rect x="6" y="82" width="88" height="10" fill="#a1887f"/>`,
  maske: `<path d="M22 18c20-8 36-8 56 0 2 34-8 66-28 70-20-4-30-36-28-70z" fill="#eceff1" stroke="#8d6e63" stroke-width="3"/><path d="M32 38c6-6 12-6 16 0-4 6-12 6-16 0zM52 38c4-6 10-6 16 0-6 6-12 6-16 0z" fill="#37474f"/><path d="M36 64c8 8 20 8 28 0-8 2-20 2-28 0z" fill="#37474f"/>`,
  sikke: `<circle cx="50" cy="50" r="40" fill="#ffb300"/><circle cx="50" cy="50" r="32" fill="none" stroke="#ff8f00" stroke-width="3"/><path d="M42 30c10-4 18 2 18 10 0 6-4 8-2 12l8 10H40c0-10 6-12 4-18-2-4-8-6-2-14z" fill="#ff8f00"/>`,
  amfora: `<path d="M40 10h20v10c14 8 18 24 14 40-4 16-12 26-24 30-12-4-20-14-24-30-4-16 0-32 14-40z" fill="#bf6d3a"/><path d="M40 22C28 20 26 36 34 40M60 22c12-2 14 14 6 18" stroke="#8d4a22" stroke-width="4" fill="none"/><path d="M30 52h40" stroke="#3e2723" stroke-width="4"/>`,
  migfer: `<path d="M22 70c0-32 12-48 28-48s28 16 28 48H62V52H38v18z" fill="#ffb300"/><path d="M30 24c6-14 34-14 40 0-8-4-32-4-40 0z" fill="#c62828"/><path d="M50 8c-14 0-28 6-30 16 10-6 50-6 60 0-2-10-16-16-30-16z" fill="#e53935"/><rect x="38" y="52" width="6" height="30" fill="#ff8f00"/><rect x="56" y="52" width="6" height="30" fill="#ff8f00"/>`,
  balon: `<path d="M50 8c22 0 34 16 34 32 0 16-18 28-24 38H40C34 68 16 56 16 40 16 24 28 8 50 8z" fill="#fdd835"/><path d="M50 8c-8 10-10 50-10 70M50 8c8 10 10 50 10 70" stroke="#e53935" stroke-width="6" fill="none"/><rect x="40" y="84" width="20" height="12" fill="#8d6e63"/><path d="M40 78l2 6M60 78l-2 6" stroke="#5d4037" stroke-width="2"/>`,
  gundogumu: `<path d="M6 70h88" stroke="#ff7043" stroke-width="4"/><path d="M22 70a28 28 0 0 1 56 0z" fill="#ffb300"/>${[-70, -45, -20, 20, 45, 70].map((a) => `<path d="M50 70L${(50 + 44 * Math.sin((a * Math.PI) / 180)).toFixed(1)} ${(70 - 44 * Math.cos((a * Math.PI) / 180)).toFixed(1)}" stroke="#ffca28" stroke-width="4"/>`).join('')}<path d="M6 84l14-14 12 10 16-16 16 16 12-10 18 14z" fill="#8d6e63"/>`,
  'kirmizi-balon': `<path d="M50 6c22 0 34 16 34 32 0 16-18 28-24 38H40C34 66 16 54 16 38 16 22 28 6 50 6z" fill="#e53935"/><path d="M50 6c-8 10-10 50-10 70M50 6c8 10 10 50 10 70" stroke="#ffeb3b" stroke-width="4" fill="none"/><rect x="40" y="82" width="20" height="12" fill="#6d4c41"/><path d="M40 76l2 6M60 76l-2 6" stroke="#4e342e" stroke-width="2"/>`,
  'peri-bacasi': `<path d="M20 92l14-58h14l12 58z" fill="#d7a86e"/><ellipse cx="41" cy="32" rx="16" ry="8" fill="#6d4c41"/><path d="M56 92l10-40h10l10 40z" fill="#e0b987"/><ellipse cx="71" cy="50" rx="11" ry="6" fill="#6d4c41"/><rect x="36" y="60" width="8" height="10" rx="4" fill="#4e342e"/>`,
  at: `<path d="M30 92c2-20 4-30 0-40-6-12 2-26 14-34l6-10 4 12c14 4 22 14 26 30l-8 6-12-8c-4 10 0 28 6 44z" fill="#6d4c41"/><path d="M44 18c-10 6-14 16-16 28" stroke="#3e2723" stroke-width="6" fill="none"/><circle cx="60" cy="34" r="3" fill="#fff"/>`,
  comlek: `<path d="M36 14h28v10c16 6 24 20 22 36-2 18-16 30-36 30S16 78 14 60c-2-16 6-30 22-36z" fill="#c1643b"/><path d="M18 52h64" stroke="#f5deb3" stroke-width="4"/><path d="M22 64h56" stroke="#8d3b1f" stroke-width="3"/><rect x="32" y="10" width="36" height="6" rx="3" fill="#8d3b1f"/>`,
  usta: `<path d="M28 60h44v24H28z" fill="#fafafa" stroke="#bdbdbd" stroke-width="2"/><path d="M28 62c-16-2-20-24-6-30 4-16 22-22 28-12 8-10 26-4 28 12 14 6 10 28-6 30z" fill="#fff" stroke="#bdbdbd" stroke-width="2"/><path d="M34 74h32" stroke="#e53935" stroke-width="4"/>`,
  baklava: `<path d="M50 14l36 36-36 36-36-36z" fill="#d4a04c"/><path d="M50 14l36 36-36 36-36-36z" fill="none" stroke="#a86b1f" stroke-width="3"/><path d="M32 32l36 36M68 32L32 68" stroke="#a86b1f" stroke-width="2"/><path d="M50 34l16 16-16 16-16-16z" fill="#7cb342"/>`,
  fistik: `<ellipse cx="50" cy="52" rx="26" ry="34" fill="#d7b98e" transform="rotate(20 50 52)"/><ellipse cx="52" cy="50" rx="16" ry="26" fill="#8bc34a" transform="rotate(20 52 50)"/><path d="M40 24c8 20 8 40 0 58" stroke="#a1887f" stroke-width="3" fill="none"/>`,
  lokum: `<rect x="14" y="40" width="34" height="34" rx="6" fill="#f48fb1"/><rect x="52" y="40" width="34" height="34" rx="6" fill="#f06292"/><rect x="33" y="12" width="34" height="34" rx="6" fill="#f8bbd0"/>${[20, 30, 60, 72, 42, 54].map((x, i) => `<circle cx="${x}" cy="${i < 2 ? 48 : i < 4 ? 50 : 20}" r="2" fill="#fff"/>`).join('')}`,
  ruleti: `<circle cx="50" cy="50" r="44" fill="#4e342e"/>${Array.from({ length: 18 }, (_, i) => {
    const a = (i * 20 * Math.PI) / 180;
    const b = ((i * 20 + 20) * Math.PI) / 180;
    const p = (t: number, r: number) =>
      `${(50 + r * Math.cos(t)).toFixed(1)} ${(50 + r * Math.sin(t)).toFixed(1)}`;
    return `<path d="M50 50L${p(a, 38)}A38 38 0 0 1 ${p(b, 38)}z" fill="${i === 0 ? '#2e7d32' : i % 2 ? '#c62828' : '#212121'}"/>`;
  }).join(
    '',
  )}<circle cx="50" cy="50" r="20" fill="#8d6e63"/><circle cx="50" cy="50" r="8" fill="#ffd54f"/><circle cx="76" cy="30" r="4" fill="#fff"/>`,
};

const card = (x: number, y: number, rot: number, rank: string, red: boolean): string =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-22" y="-32" width="44" height="64" rx="6" fill="#fff" stroke="#9e9e9e"/><text x="0" y="12" font-family="Georgia,serif" font-size="30" font-weight="700" text-anchor="middle" fill="${red ? '#c62828' : '#212121'}">${rank}</text></g>`;
G.blackjack = card(28, 54, -14, 'A', false) + card(70, 50, 10, 'K', true);
G.baccarat =
  card(30, 52, -10, '9', true) +
  card(70, 52, 10, '8', false) +
  `<circle cx="50" cy="80" r="12" fill="#1565c0" stroke="#fff" stroke-width="3" stroke-dasharray="4 3"/>`;

interface Theme {
  bg: [string, string];
  glyph: string;
  title: string;
  tag: string;
}

const THEMES: Record<string, Theme> = {
  'lale-bahcesi': { bg: ['#f8bbd0', '#ad1457'], glyph: 'lale', title: 'Lale Bahçesi', tag: '10 HAT' },
  'kapadokya-balonlari': {
    bg: ['#ffcc80', '#6a1b9a'],
    glyph: 'kirmizi-balon',
    title: 'Kapadokya Balonları',
    tag: '1024 YOL',
  },
  'bogaz-gecesi': { bg: ['#1a237e', '#000028'], glyph: 'kopru', title: 'Boğaz Gecesi', tag: '25 HAT' },
  'nazar-boncugu': { bg: ['#4fc3f7', '#01579b'], glyph: 'nazar', title: 'Nazar Boncuğu', tag: '5 HAT' },
  'baklava-ustasi': { bg: ['#ffe082', '#8d5524'], glyph: 'baklava', title: 'Baklava Ustası', tag: 'DÜŞEN' },
  'efes-hazineleri': {
    bg: ['#ffe0b2', '#6d4c41'],
    glyph: 'celsus',
    title: 'Efes Hazineleri',
    tag: '243 YOL',
  },
  'kiz-kulesi': { bg: ['#80deea', '#006064'], glyph: 'kule', title: 'Kız Kulesi', tag: '20 HAT' },
  'anadolu-kilimi': {
    bg: ['#ef9a9a', '#7f0000'],
    glyph: 'kilim',
    title: 'Anadolu Kilimi',
    tag: '243 YOL',
  },
  'avrupa-ruleti': {
    bg: ['#66bb6a', '#1b5e20'],
    glyph: 'ruleti',
    title: 'Avrupa Ruleti',
    tag: 'RNG MASA',
  },
  blackjack: { bg: ['#43a047', '#0b3d0b'], glyph: 'blackjack', title: 'Blackjack', tag: 'RNG MASA' },
  baccarat: { bg: ['#5c6bc0', '#1a1f5c'], glyph: 'baccarat', title: 'Baccarat', tag: 'RNG MASA' },
};

const TULIP_MINI = `<path d="M8 4c2 2 3 3 4 3l3-5 3 5c1 0 2-1 4-3 1 6-1 12-7 13-6-1-8-7-7-13z" fill="#e53935"/><path d="M15 17v7" stroke="#2e7d32" stroke-width="2"/>`;

// Thumbnails are 4:3, as every lobby shows them (slots and live casino tiles, the home page's
// popular games), so nothing is cropped. The corners stay free of content: the lobby lays its badges
// over the top left and the favourite heart over the top right.
for (const [id, t] of Object.entries(THEMES)) {
  const size = t.title.length > 16 ? 30 : t.title.length > 13 ? 33 : 36;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${t.title}">
    <title>${t.title}</title>
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.bg[0]}"/><stop offset="1" stop-color="${t.bg[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="400" height="300" fill="url(#bg)"/>
    <circle cx="200" cy="92" r="92" fill="url(#glow)"/>
    <g transform="translate(140 26) scale(1.2)">${G[t.glyph]}</g>
    <rect x="148" y="158" width="104" height="26" rx="13" fill="#000" fill-opacity=".45"/>
    <text x="200" y="176" font-family="Verdana,sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">${t.tag}</text>
    <text x="200" y="230" font-family="Trebuchet MS,Verdana,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff" stroke="#000" stroke-opacity=".45" stroke-width="4" paint-order="stroke">${t.title}</text>
    <g transform="translate(147 250)">${TULIP_MINI}<text x="26" y="19" font-family="Verdana,sans-serif" font-size="13" font-weight="700" fill="#fff">Lale Games</text></g>
  </svg>`;
  write(`thumbnails/${id}.svg`, svg);
}

interface SymbolArt {
  dir: string;
  file: string;
  glyph: string;
  bg: [string, string];
  ribbon?: string;
}
const TILE: Record<string, [string, string]> = {
  regular: ['#fff8e1', '#ffe0b2'],
  wild: ['#fff59d', '#f9a825'],
  scatter: ['#b3e5fc', '#0288d1'],
};
const symbols: SymbolArt[] = [];
const add = (dir: string, list: [string, 'regular' | 'wild' | 'scatter'][]): void => {
  for (const [file, kind] of list) {
    symbols.push({
      dir,
      file,
      glyph: file,
      bg: TILE[kind]!,
      ...(kind === 'wild' ? { ribbon: 'JOKER' } : kind === 'scatter' ? { ribbon: 'BONUS' } : {}),
    });
  }
};
add('lale-bahcesi', [
  ['bahcivan', 'wild'],
  ['lale', 'regular'],
  ['gul', 'regular'],
  ['kelebek', 'regular'],
]);
add('nazar-boncugu', [
  ['nazar', 'wild'],
  ['yedi', 'regular'],
  ['zil', 'regular'],
  ['uzum', 'regular'],
  ['limon', 'regular'],
  ['kiraz', 'regular'],
]);
add('kiz-kulesi', [
  ['kule', 'wild'],
  ['fener', 'scatter'],
  ['marti', 'regular'],
  ['vapur', 'regular'],
  ['simit', 'regular'],
]);
add('bogaz-gecesi', [
  ['kopru', 'wild'],
  ['dolunay', 'scatter'],
  ['yali', 'regular'],
  ['balik', 'regular'],
  ['cay', 'regular'],
]);
add('anadolu-kilimi', [
  ['kilim', 'wild'],
  ['elibelinde', 'regular'],
  ['kocboynuzu', 'regular'],
  ['goz', 'regular'],
  ['yildiz', 'regular'],
]);
add('efes-hazineleri', [
  ['artemis', 'wild'],
  ['celsus', 'scatter'],
  ['maske', 'regular'],
  ['sikke', 'regular'],
  ['amfora', 'regular'],
  ['migfer', 'regular'],
]);
add('kapadokya-balonlari', [
  ['balon', 'wild'],
  ['gundogumu', 'scatter'],
  ['kirmizi-balon', 'regular'],
  ['peri-bacasi', 'regular'],
  ['at', 'regular'],
  ['comlek', 'regular'],
]);
add('baklava-ustasi', [
  ['usta', 'wild'],
  ['baklava', 'regular'],
  ['fistik', 'regular'],
  ['cay', 'regular'],
  ['lokum', 'regular'],
]);

for (const s of symbols) {
  const glyph = G[s.glyph];
  if (!glyph) throw new Error(`no glyph ${s.glyph}`);
  const ribbon = s.ribbon
    ? `<rect x="14" y="78" width="72" height="16" rx="8" fill="#000" fill-opacity=".6"/><text x="50" y="90.5" font-family="Verdana,sans-serif" font-size="11" font-weight="700" text-anchor="middle" fill="#fff">${s.ribbon}</text>`
    : '';
  const inner = s.ribbon
    ? `<g transform="translate(10 4) scale(.8)">${glyph}</g>`
    : `<g transform="translate(6 6) scale(.88)">${glyph}</g>`;
  write(
    `symbols/${s.dir}/${s.file}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.bg[0]}"/><stop offset="1" stop-color="${s.bg[1]}"/></linearGradient></defs><rect x="2" y="2" width="96" height="96" rx="16" fill="url(#t)"/>${inner}${ribbon}</svg>`,
  );
}

const ROYAL: [string, string, string][] = [
  ['a', 'A', '#c62828'],
  ['k', 'K', '#1565c0'],
  ['q', 'Q', '#6a1b9a'],
  ['j', 'J', '#2e7d32'],
  ['10', '10', '#ef6c00'],
];
for (const [file, label, color] of ROYAL) {
  write(
    `symbols/common/${file}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect x="2" y="2" width="96" height="96" rx="16" fill="#fafafa" stroke="${color}" stroke-width="4"/><text x="50" y="${label.length > 1 ? 68 : 72}" font-family="Georgia,serif" font-size="${label.length > 1 ? 52 : 64}" font-weight="700" text-anchor="middle" fill="${color}" stroke="#fff" stroke-width="2" paint-order="stroke">${label}</text><path d="M20 86h60" stroke="${color}" stroke-width="4" stroke-linecap="round" opacity=".5"/></svg>`,
  );
}

write(
  'provider/lale-games.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="80" viewBox="0 0 260 80" role="img" aria-label="Lale Games"><title>Lale Games</title><rect width="260" height="80" rx="14" fill="#2a1040"/><g transform="translate(10 8) scale(.64)">${G.lale}</g><text x="80" y="46" font-family="Trebuchet MS,Verdana,sans-serif" font-size="30" font-weight="700" fill="#fff">Lale</text><text x="150" y="46" font-family="Trebuchet MS,Verdana,sans-serif" font-size="30" font-weight="400" fill="#ce93d8">Games</text><text x="81" y="66" font-family="Verdana,sans-serif" font-size="10" fill="#b39ddb" letter-spacing="2">PROVABLY FAIR</text></svg>`,
);
console.log('art written', symbols.length + ROYAL.length, 'symbols');
