/**
 * Lets any page open the command palette (a 404 page offering to search, say) without
 * importing the shell that owns it: the page asks, the shell listens.
 */
const OPEN_PALETTE_EVENT = 'watchfloor:open-command-palette';

export function requestCommandPalette(): void {
  window.dispatchEvent(new Event(OPEN_PALETTE_EVENT));
}

export function onCommandPaletteRequest(listener: () => void): () => void {
  window.addEventListener(OPEN_PALETTE_EVENT, listener);
  return () => window.removeEventListener(OPEN_PALETTE_EVENT, listener);
}
