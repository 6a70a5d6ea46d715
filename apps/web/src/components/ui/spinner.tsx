import { texts } from '@/lib/texts.ts';

export function Spinner({ label = texts.common.loading }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </div>
  );
}
