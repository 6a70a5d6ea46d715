import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent' | 'info';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  done: 'success',
  completed: 'success',
  rejected: 'danger',
  cancel: 'neutral',
  cancelled: 'neutral',
};

/** The tone of a transaction status badge (pending, approved, done, rejected, cancel...). */
export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status] ?? 'neutral';
}
