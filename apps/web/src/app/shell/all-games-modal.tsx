import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal.tsx';
import { ALL_GAMES } from '@/lib/game-links.ts';
import { texts } from '@/lib/texts.ts';

export function AllGamesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={texts.nav.allGames} className="modal--games">
      <ul className="all-games">
        {ALL_GAMES.map((g) => (
          <li key={g.label}>
            <Link to={g.to} className="all-games__item" onClick={onClose}>
              <g.icon className="all-games__icon" aria-hidden="true" />
              {g.label}
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
