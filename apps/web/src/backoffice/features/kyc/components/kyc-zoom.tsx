import { Minus, Plus, RotateCw } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { kycTexts } from '@/backoffice/features/kyc/texts.ts';

const t = kycTexts.kyc;
const STEPS = [1, 1.5, 2, 3, 4] as const;

/**
 * One side of a KYC document, enlarged inside the application (the image still comes from the
 * server's staff route, never a public URL): zoom in and out in steps, rotate a photo taken
 * sideways; + and - keys zoom, the dialog closes on Escape and keeps the focus inside.
 */
export function KycZoom({ src, alt, label, onClose }: { src: string; alt: string; label: string; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [turns, setTurns] = useState(0);
  const scale = STEPS[step]!;
  const zoom = (by: number) => setStep((s) => Math.min(STEPS.length - 1, Math.max(0, s + by)));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') zoom(1);
    else if (e.key === '-') zoom(-1);
    else return;
    e.preventDefault();
  };
  return (
    <Modal open onClose={onClose} title={label} className="bo-zoom">
      <div className="bo-zoom__tools" role="toolbar" aria-label={t.zoomTools} onKeyDown={onKeyDown}>
        <button type="button" className="bo-button" onClick={() => zoom(-1)} disabled={step === 0}>
          <Minus size={16} aria-hidden="true" /> {t.zoomOut}
        </button>
        <span aria-live="polite">{`%${Math.round(scale * 100)}`}</span>
        <button type="button" className="bo-button" onClick={() => zoom(1)} disabled={step === STEPS.length - 1}>
          <Plus size={16} aria-hidden="true" /> {t.zoomIn}
        </button>
        <button type="button" className="bo-button" onClick={() => setTurns((n) => (n + 1) % 4)}>
          <RotateCw size={16} aria-hidden="true" /> {t.rotate}
        </button>
      </div>
      <div className="bo-zoom__view" tabIndex={0} role="region" aria-label={alt} onKeyDown={onKeyDown}>
        <img
          src={src}
          alt={alt}
          style={{ width: `${scale * 100}%`, transform: `rotate(${turns * 90}deg)` }}
        />
      </div>
    </Modal>
  );
}
