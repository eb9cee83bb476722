/**
 * The "linked player" of SPEC §4: the signed-in user's own registered player, cached in localStorage under
 * a fixed prefix plus the user id. Set on registering as a player, cleared on sign-out.
 */
export const LINKED_PLAYER_PREFIX = 'padel.linkedPlayer:';

export interface LinkedPlayer {
  /** Player id (the user id in this platform). */
  id: string;
  name: string;
}

export const linkedPlayerKey = (userId: string) => `${LINKED_PLAYER_PREFIX}${userId}`;

function isLinkedPlayer(value: unknown): value is LinkedPlayer {
  if (!value || typeof value !== 'object') return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof name === 'string';
}

export function readLinkedPlayer(userId: string, storage: Storage | undefined = globalThis.localStorage): LinkedPlayer | null {
  try {
    const raw = storage?.getItem(linkedPlayerKey(userId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isLinkedPlayer(parsed) ? { id: parsed.id, name: parsed.name } : null;
  } catch {
    return null;
  }
}

export function writeLinkedPlayer(userId: string, player: LinkedPlayer, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(linkedPlayerKey(userId), JSON.stringify({ id: player.id, name: player.name }));
  } catch {
    // Storage unavailable (private mode): the server remains the source of truth.
  }
}

export function clearLinkedPlayer(userId: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(linkedPlayerKey(userId));
  } catch {
    // Nothing stored then.
  }
}
