import { texts } from '@/lib/texts.ts';

/** `count` grey placeholder blocks, announced once as "loading". */
export function Skeletons({ count, className }: { count: number; className: string }) {
  return (
    <div className="skeleton-group" aria-busy="true">
      <span className="visually-hidden" role="status">
        {texts.common.loading}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton ${className}`} aria-hidden="true" />
      ))}
    </div>
  );
}
