import type { Logger } from '@padel/service-kit';
import type { MemberSnapshot } from '../data-access/team-model';

export interface PlayersClientOptions {
  /** Players service base URL; undefined = no lookups. */
  baseUrl: string | undefined;
  timeoutMs: number;
  logger: Logger;
}

/** Looks a player up through the players service's public API; null when unknown, unreachable or slow. */
export type PlayerLookup = (playerId: string) => Promise<MemberSnapshot | null>;

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

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
      const body = (await response.json()) as Record<string, unknown>;
      const fullName = textOrNull(body.full_name) ?? textOrNull(body.name);
      if (!fullName) return null;
      return {
        id: playerId,
        full_name: fullName,
        email: textOrNull(body.email)?.toLowerCase() ?? null,
        country: textOrNull(body.country),
        photo_url: textOrNull(body.photo_url),
      };
    } catch (error) {
      logger.warn({ err: error, playerId }, 'players service lookup failed; continuing without the invitee name');
      return null;
    }
  };
}
