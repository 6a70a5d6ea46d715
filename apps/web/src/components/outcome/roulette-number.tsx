import { gameTexts } from '@/lib/game-texts.ts';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function numberColor(n: number): 'green' | 'red' | 'black' {
  return n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';
}

/** A roulette number in its colour, with the colour also spelled out for screen readers. */
export function RouletteNumber({ n, size = 'normal' }: { n: number; size?: 'normal' | 'large' | 'small' }) {
  const color = numberColor(n);
  return (
    <span className={`rnum rnum--${color} rnum--${size}`} aria-label={`${n} ${gameTexts.colors[color]}`}>
      {n}
    </span>
  );
}
