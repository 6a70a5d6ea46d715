import { formatBalance } from '@app/shared/money.ts';

/** Kuruş as lira: Turkish locale, exactly 2 decimals, ₺ sign (`1.234,56 ₺`), as in the site header. */
export function tl(kurus: number): string {
  return formatBalance(kurus / 100);
}

/** `%95,80` */
export function percent(value: number): string {
  return `%${value.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Served by the game server: art/symbols/x.svg -> /media/games/symbols/x.svg. */
export function artUrl(path: string): string {
  return `/media/games/${path.replace(/^art\//, '')}`;
}
