import type { ReactNode } from 'react';

/**
 * The main action of a game (spin, deal). aria-disabled rather than disabled: the button keeps the
 * keyboard focus while a round is on its way, so Space/Enter can start the next one.
 */
export function PlayButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="spin-button" aria-disabled={disabled || undefined} onClick={onClick}>
      {children}
    </button>
  );
}
