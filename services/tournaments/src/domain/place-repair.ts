import { PollingWorker, type Logger } from '@padel/service-kit';
import { findEntriesByIds, type EntryRecord } from '../data-access/entry-repository';
import { findPlacesOfTournament } from '../data-access/place-repository';
import { findUndrawnTournamentsWithCapacity } from '../data-access/tournament-repository';
import { passOnPlaceOf } from './entry-places';

/** When the entry left its place (withdrawn or rejected); undefined while it holds it by right. */
function leftAt(entry: EntryRecord): Date | undefined {
  if (entry.status === 'withdrawn') return entry.withdrawn_at ?? undefined;
  if (entry.status === 'rejected') return entry.rejected_at ?? undefined;
  return undefined;
}

/**
 * Decision 198's repair: a withdrawal or rejection hands its place on right after it is recorded; a process that stops
 * in between leaves the place held by an entry that left, the tournament one place short. Each pass looks at the places
 * of the tournaments not drawn yet and passes on every place whose entry left more than `graceMs` ago (the leaving
 * request has finished or stopped by then; a late one and the sweep hand over the same place at most once, the
 * hand-over being conditional on the holder).
 */
export class PlaceRepair extends PollingWorker {
  constructor(
    intervalMs: number,
    private readonly graceMs: number,
    logger: Logger,
  ) {
    super(intervalMs, logger, 'place repair pass failed');
  }

  protected pass(): Promise<void> {
    return this.sweep(() => this.isStopped);
  }

  /** One sweep over the undrawn tournaments' places, until `stopping()` says so. */
  async sweep(stopping: () => boolean = () => false): Promise<void> {
    for (const tournament of await findUndrawnTournamentsWithCapacity()) {
      if (stopping()) return;
      const places = await findPlacesOfTournament(String(tournament._id));
      if (places.length === 0) continue;
      const entries = await findEntriesByIds(places.map((place) => place.entry_id));
      const before = Date.now() - this.graceMs;
      for (const entry of entries) {
        const left = leftAt(entry);
        if (!left || left.getTime() > before) continue;
        this.logger.warn(
          { tournamentId: String(tournament._id), entryId: String(entry._id) },
          'place held by an entry that left: passed on',
        );
        await passOnPlaceOf(String(entry._id), tournament);
      }
    }
  }
}
