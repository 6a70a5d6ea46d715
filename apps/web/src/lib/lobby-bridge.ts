/**
 * Messages from the game client to the lobby page around its frame. Keys pressed in the game stay
 * in the game's document, so the lobby's dialog never hears Escape while the player's focus is in
 * the game (which is nearly always): the game asks the lobby to close it instead. Both bundles
 * speak it (the game client sends, the player site's game modal listens), so it lives here.
 */
export const CLOSE_REQUEST = 'lale-games:close';

export function forwardEscapeToLobby(win: Window = window): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.isComposing || e.defaultPrevented || win.parent === win) return;
    // The message carries nothing private; the lobby checks that it comes from its own frame.
    win.parent.postMessage({ type: CLOSE_REQUEST }, '*');
  };
  win.addEventListener('keydown', onKey);
  return () => win.removeEventListener('keydown', onKey);
}
