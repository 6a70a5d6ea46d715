/**
 * The flight drawn on a 2D canvas, in CSS pixels (the caller scales the context by the device
 * pixel ratio): a grid of multipliers, the curve e^(g t) up to the frame's time, and the zeppelin
 * at its tip, tilted along the curve (parked at the origin while bets are open, falling at the crash).
 */
import { GROWTH_PER_MS } from '@app/games/crash/crash.ts';
import type { FlightFrame } from './flight.ts';
import { formatMultiplier } from './flight.ts';

export interface Palette {
  accent: string;
  danger: string;
  muted: string;
  grid: string;
  /** The zeppelin's fins and gondola. */
  body: string;
}

const PAD = { left: 44, right: 28, top: 24, bottom: 22 };

/** `showCurve` false (prefers-reduced-motion while flying): the grid and the zeppelin, no curve. */
export function drawFlight(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  frame: FlightFrame,
  colors: Palette,
  showCurve = true,
) {
  ctx.clearRect(0, 0, w, h);
  const t = frame.elapsedMs;
  const m = frame.multiplier / 100;
  const spanT = Math.max(8000, t * 1.15);
  const spanM = Math.max(2, 1 + (m - 1) * 1.2);
  const plotW = Math.max(1, w - PAD.left - PAD.right);
  const plotH = Math.max(1, h - PAD.top - PAD.bottom);
  const x = (ms: number) => PAD.left + (ms / spanT) * plotW;
  const y = (mult: number) => PAD.top + plotH - ((mult - 1) / (spanM - 1)) * plotH;

  drawGrid(ctx, spanM, y, w, colors);
  const crashed = frame.phase === 'crashed';
  const colour = crashed ? colors.danger : colors.accent;

  if (showCurve && frame.phase !== 'betting' && t > 0) {
    const steps = 64;
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    for (let i = 1; i <= steps; i++) {
      const ms = (t * i) / steps;
      ctx.lineTo(x(ms), y(Math.min(m, Math.exp(GROWTH_PER_MS * ms))));
    }
    const fill = ctx.createLinearGradient(0, PAD.top, 0, PAD.top + plotH);
    fill.addColorStop(0, withAlpha(colour, 0.35));
    fill.addColorStop(1, withAlpha(colour, 0.02));
    ctx.lineWidth = 3;
    ctx.strokeStyle = colour;
    ctx.stroke();
    ctx.lineTo(x(t), y(1));
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
  }

  // The zeppelin: at the curve's tip, along its slope.
  // Parked (bets open, or no animation) a little right of the origin.
  const parked = frame.phase === 'betting' || !showCurve;
  const tipX = parked ? x(0) + 64 : x(t);
  const tipY = parked ? y(1) - 20 : y(m);
  const slope =
    showCurve && t > 0 && frame.phase !== 'betting' ? slopeAngle(t, spanT, spanM, plotW, plotH) : 0;
  drawZeppelin(
    ctx,
    tipX,
    tipY,
    crashed ? 0.5 : -slope,
    crashed ? colors.muted : colors.accent,
    crashed ? colors.danger : colors.body,
  );
}

function drawGrid(
  ctx: CanvasRenderingContext2D,
  spanM: number,
  y: (m: number) => number,
  w: number,
  colors: Palette,
) {
  const step = niceStep(spanM - 1);
  ctx.font = '11px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 1;
  for (let v = 1; v <= spanM + 1e-9; v += step) {
    const yy = Math.round(y(v)) + 0.5;
    ctx.strokeStyle = colors.grid;
    ctx.beginPath();
    ctx.moveTo(PAD.left, yy);
    ctx.lineTo(w - PAD.right, yy);
    ctx.stroke();
    ctx.fillStyle = colors.muted;
    ctx.fillText(formatMultiplier(Math.round(v * 100)), 4, yy);
  }
}

/** 0.2, 0.5, 1, 2, 5, 10...: about four lines over the span. */
function niceStep(span: number): number {
  const raw = span / 4;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const n = raw / pow;
  return (n < 1.5 ? 1 : n < 3.5 ? 2 : n < 7.5 ? 5 : 10) * pow;
}

function slopeAngle(t: number, spanT: number, spanM: number, plotW: number, plotH: number): number {
  // d(mult)/dt = g e^(g t), in pixels per pixel.
  const dm = GROWTH_PER_MS * Math.exp(GROWTH_PER_MS * t);
  const pxPerMs = plotW / spanT;
  const pxPerMult = plotH / (spanM - 1);
  return Math.atan2(dm * pxPerMult, pxPerMs);
}

function drawZeppelin(
  ctx: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  angle: number,
  body: string,
  trim: string,
) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(angle);
  ctx.scale(1.5, 1.5);
  // The nose on the curve's tip, the hull behind it.
  ctx.translate(-24, -4);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = trim;
  // Tail fins
  ctx.fillStyle = trim;
  ctx.beginPath();
  ctx.moveTo(-16, 0);
  ctx.lineTo(-28, -11);
  ctx.lineTo(-22, 0);
  ctx.lineTo(-28, 11);
  ctx.closePath();
  ctx.fill();
  // Hull, lit from above
  const hull = ctx.createLinearGradient(0, -11, 0, 11);
  hull.addColorStop(0, '#f5f3fa');
  hull.addColorStop(1, body);
  ctx.fillStyle = hull;
  ctx.beginPath();
  ctx.ellipse(0, 0, 24, 10, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  // A band and the gondola
  ctx.beginPath();
  ctx.moveTo(-6, -9.5);
  ctx.lineTo(-6, 9.5);
  ctx.stroke();
  ctx.fillStyle = trim;
  ctx.beginPath();
  ctx.roundRect?.(-7, 10, 14, 5, 2);
  ctx.fill();
  ctx.restore();
}

/** `#c084fc` or `rgb(...)` with an alpha. */
function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return `rgb(${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255} / ${alpha})`;
  }
  return colour;
}
