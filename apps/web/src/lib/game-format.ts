import { formatBalance, formatBalanceWhole, formatNumberTr, kurusToLira } from '@app/shared/money.ts';

/** Kuruş as lira: Turkish locale, exactly 2 decimals, ₺ sign (`1.234,56 ₺`), as in the site header. */
export function tl(kurus: number): string {
  return formatBalance(kurusToLira(kurus));
}

/** A chip's label: without decimals when whole (`1 ₺`, `1.000 ₺`), else as `tl`. */
export function chipLabel(kurus: number): string {
  return kurus % 100 === 0 ? formatBalanceWhole(kurusToLira(kurus)) : tl(kurus);
}

/** A chip's figure on the roulette table, without the sign: `25`, `2,5`. */
export function chipFigure(kurus: number): string {
  return formatNumberTr(kurusToLira(kurus));
}

/** `%95,80` */
export function percent(value: number): string {
  return `%${value.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Served by the game server: art/symbols/x.svg -> /media/games/symbols/x.svg. */
export function artUrl(path: string): string {
  return `/media/games/${path.replace(/^art\//, '')}`;
}
