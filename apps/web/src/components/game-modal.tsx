import { useEffect, useRef } from 'react';
import { Modal } from './ui/modal.tsx';
import { texts } from '@/lib/texts.ts';
import { CLOSE_REQUEST } from '@/lib/lobby-bridge.ts';

interface GameModalProps {
  name: string;
  url: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Oyun yükleniyor...' until the launch URL arrives, then the game in a frame. Escape pressed inside
 * the game closes the modal too: the game client forwards it (lib/lobby-bridge.ts), and only a
 * message from this modal's own frame counts.
 */
export function GameModal({ name, url, open, onClose }: GameModalProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (!open) return;
    const onMessage = (e: MessageEvent) => {
      const data: unknown = e.data;
      const frameWindow = frame.current?.contentWindow;
      if (!frameWindow || e.source !== frameWindow) return;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === CLOSE_REQUEST) onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, onClose]);

  return (
    <Modal open={open} onClose={onClose} title={name} className="modal--game">
      {url ? (
        <iframe ref={frame} className="game-frame" src={url} title={name} allow="fullscreen; autoplay" />
      ) : (
        <div className="game-frame game-frame--loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {texts.slots.gameLoading}
        </div>
      )}
    </Modal>
  );
}
