import type { DehydratedState } from '@tanstack/react-query';

/** The id of the inline JSON that holds the server's query answers for a server-rendered page. */
export const SERVER_STATE_ID = 'server-state';

/**
 * The query answers the server rendered the page with, when the page was server-rendered (`#root` carries
 * `data-server-rendered`): the client starts from them, so its first render is the server's markup.
 */
export function readServerState(root: HTMLElement): DehydratedState | null {
  if (!root.hasAttribute('data-server-rendered')) return null;
  try {
    const text = document.getElementById(SERVER_STATE_ID)?.textContent;
    return text ? (JSON.parse(text) as DehydratedState) : null;
  } catch {
    return null;
  }
}
