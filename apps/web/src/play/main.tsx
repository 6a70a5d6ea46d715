/**
 * The game client: a small standalone page (play.html) that the lobby loads in its frame at
 * /play/<game-slug>?token=...&mode=real|demo. No router, no shell, no query library.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseLaunch } from './launch.ts';
import { forwardEscapeToLobby } from '@/lib/lobby-bridge.ts';
import { PlayApp } from './play-app.tsx';

const launch = parseLaunch(window.location);
forwardEscapeToLobby();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlayApp launch={launch} />
  </StrictMode>,
);
