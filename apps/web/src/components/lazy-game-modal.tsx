import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { GameModal as GameModalType } from './game-modal.tsx';

const GameModal = lazy(() => import('./game-modal.tsx').then((m) => ({ default: m.GameModal })));

/**
 * The game modal, fetched when a game is first opened: a lobby's first load does not carry it (the
 * page budget, bench:web). Once loaded it stays mounted, so closing it returns focus as the modal does.
 */
export function LazyGameModal(props: ComponentProps<typeof GameModalType>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <GameModal {...props} />
    </Suspense>
  );
}
