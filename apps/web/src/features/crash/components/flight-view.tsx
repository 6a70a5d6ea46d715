import { useEffect, useRef } from 'react';
import type { FlightClock } from '../hooks/use-flight-clock.ts';
import { drawFlight, type Palette } from '../lib/draw.ts';
import { formatMultiplier, formatSeconds, type FlightFrame } from '../lib/flight.ts';
import { crashTexts as t } from '../texts.ts';

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function palette(el: Element): Palette {
  const css = getComputedStyle(el);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    accent: v('--color-accent', '#c084fc'),
    danger: v('--danger', '#f87171'),
    muted: v('--muted', '#bdb7d1'),
    grid: v('--border', '#332d4d'),
    body: v('--color-primary', '#6b21a8'),
  };
}

/** The phase line under the multiplier: the countdown, "Zeplin uçuyor", or the crash. */
function statusText(f: FlightFrame): string {
  if (f.phase === 'betting') return t.takeoffIn(formatSeconds(f.countdownMs));
  if (f.phase === 'crashed') return t.crashedAt(formatMultiplier(f.multiplier));
  return f.behind ? t.behind : t.flying;
}

/**
 * The flight: a canvas (device-pixel-ratio sharp, redrawn by the page's frame clock) with the
 * multiplier and the phase written over it from the same loop. prefers-reduced-motion: the curve
 * is not animated (drawn once the round has crashed); the figures still update.
 */
interface FlightViewProps {
  clock: FlightClock;
  roundId: number | null;
  phase: FlightFrame['phase'] | null;
  behind: boolean;
}

export function FlightView({ clock, roundId, phase, behind }: FlightViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const multRef = useRef<HTMLSpanElement>(null);
  const statusRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ctx = canvas.getContext('2d');
    const colors = palette(canvas);
    const still = reducedMotion();
    let size = { w: 0, h: 0 };
    let last: { mult: string; status: string; drawnPhase: string } = { mult: '', status: '', drawnPhase: '' };

    const fit = () => {
      const dpr = window.devicePixelRatio || 1;
      const w = canvas.clientWidth;
      const h = canvas.clientHeight;
      if (w === size.w && h === size.h) return;
      size = { w, h };
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
      ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
      last = { ...last, drawnPhase: '' };
    };
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(canvas);

    const unsubscribe = clock.subscribe((f, round) => {
      const mult = formatMultiplier(f.multiplier);
      const status = statusText(f);
      if (mult !== last.mult && multRef.current) multRef.current.textContent = mult;
      if (status !== last.status && statusRef.current) statusRef.current.textContent = status;
      // Only the flight moves: one drawing per phase otherwise (and per phase with reduced motion,
      // the crashed one with its whole curve).
      const key = `${round.id}:${f.phase}`;
      if (ctx && size.w > 0 && (key !== last.drawnPhase || (f.phase === 'flying' && !still))) {
        drawFlight(ctx, size.w, size.h, f, colors, !still || f.phase === 'crashed');
      }
      last = { mult, status, drawnPhase: key };
    });
    return () => {
      unsubscribe();
      observer?.disconnect();
    };
  }, [clock]);

  return (
    <div
      className={`crash-flight crash-flight--${phase ?? 'loading'}${behind ? ' crash-flight--behind' : ''}`}
    >
      <canvas ref={canvasRef} className="crash-flight__canvas" role="img" aria-label={t.flightLabel} />
      <div className="crash-flight__overlay">
        {roundId !== null && <span className="crash-flight__round">{t.round(roundId)}</span>}
        <span ref={multRef} className="crash-flight__mult" data-testid="crash-multiplier">
          {formatMultiplier(100)}
        </span>
        <span ref={statusRef} className="crash-flight__status" data-testid="crash-status">
          {t.loading}
        </span>
        {behind && (
          <span className="crash-flight__behind" role="status">
            {t.behindHint}
          </span>
        )}
      </div>
    </div>
  );
}
