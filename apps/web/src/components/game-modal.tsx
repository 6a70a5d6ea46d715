import { Modal } from './ui/modal.tsx';
import { texts } from '../lib/texts.ts';

interface GameModalProps {
  name: string;
  url: string;
  open: boolean;
  onClose: () => void;
}

/** 'Oyun yükleniyor...' until the launch URL arrives, then the game in a frame. */
export function GameModal({ name, url, open, onClose }: GameModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={name} className="modal--game">
      {url ? (
        <iframe className="game-frame" src={url} title={name} allow="fullscreen; autoplay" />
      ) : (
        <div className="game-frame game-frame--loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {texts.slots.gameLoading}
        </div>
      )}
    </Modal>
  );
}
