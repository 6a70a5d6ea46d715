import { formatBalance } from '@app/shared/money.ts';
import { errorText } from '@/lib/error-text.ts';
import { boTexts } from './texts.ts';

export const money = (lira: number): string => formatBalance(lira);

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});
export const when = (iso: string | null): string => (iso ? dateTime.format(new Date(iso)) : '');

/** The server's Turkish refusal, or the generic failure text. */
export const failure = (error: unknown): string => errorText(error, boTexts.common.failed);
