import { appendCardChange } from '../../data-access/player-card-repository';
import type { ProfileRecord } from '../../data-access/profile-repository';
import { cardOf } from './ranking-editions';
import { applyOwnCardChange, followedCardSeq } from './ranking-view';

/**
 * Tells every instance's ranking that a player's card changed (registration, name, country, photo): appended to the
 * card changes they follow, and applied here at once so the writer reads its own change.
 */
export async function recordCardChange(profile: ProfileRecord): Promise<void> {
  const change = { player_id: profile._id, registered: Boolean(profile.registered_at), card: cardOf(profile), changed_at: new Date() };
  const seq = await appendCardChange(change, followedCardSeq());
  applyOwnCardChange({ ...change, seq });
}
