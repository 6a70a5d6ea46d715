import { texts } from '@/lib/texts.ts';
import './wagering-bar.css';

/** The whole percent the server rounded (down: 100 only when met), kept within 0-100. */
export function wageringPercent(progress: number): number {
  return Math.min(100, Math.max(0, Math.floor(progress)));
}

/** A progress bar of a bonus's wagering, with its percent as text and for assistive tech. */
export function WageringBar({ progress, label }: { progress: number; label: string }) {
  const percent = wageringPercent(progress);
  const text = texts.wagering.progressText(percent);
  return (
    <div className="wagering">
      <div
        className="wagering__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="wagering__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="wagering__percent" aria-hidden="true">
        %{percent}
      </span>
    </div>
  );
}
