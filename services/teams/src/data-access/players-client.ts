import { PlayerSummarySchema } from '@padel/contracts';
import type { Logger } from '@padel/service-kit';
import type { MemberSnapshot } from './team-model';

export interface PlayersClientOptions {
  /** Players service base URL; undefined = no lookups. */
  baseUrl: string | undefined;
  timeoutMs: number;
  logger: Logger;
}

/** Looks a player up through the players service's public API; null when unknown, unreachable, slow or malformed. */
export type PlayerLookup = (playerId: string) => Promise<MemberSnapshot | null>;

export function playersClient({ baseUrl, timeoutMs, logger }: PlayersClientOptions): PlayerLookup {
  if (!baseUrl) return async () => null;
  const base = baseUrl.replace(/\/$/, '');
  return async (playerId) => {
    try {
      const response = await fetch(`${base}/api/players/${encodeURIComponent(playerId)}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return null;
      const player = PlayerSummarySchema.parse(await response.json());
      // The public player view carries no email: the token's is the one the teams service keeps.
      return { id: playerId, full_name: player.full_name, email: null, country: player.country, photo_url: player.photo_url ?? null };
    } catch (error) {
      logger.warn({ err: error, playerId }, 'players service lookup failed; continuing without the player details');
      return null;
    }
  };
}
