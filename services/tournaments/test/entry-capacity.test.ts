import { EntryResponseSchema, TournamentDetailSchema } from '@padel/contracts';
import { createLogger } from '@padel/service-kit';
import { demoUsers } from '@padel/tools/testing/keycloak';
import { EntryModel } from '../src/data-access/entry-model';
import { PlaceModel } from '../src/data-access/place-model';
import { PlaceRepair } from '../src/domain/place-repair';
import { entriesTestbed, eventListener, storedEntry, tournament } from './entries-support';
import { eventually } from './support';

const { omar, layla, noura } = demoUsers;
const testbed = entriesTestbed();
const { call } = testbed;
const waitlisted = eventListener('capacity-waitlisted', 'entry-waitlisted');
const confirmed = eventListener('capacity-confirmed', 'entry-confirmed');

/** A tournament of Noura's with `maxTeams` places. */
const fullableTournament = (maxTeams: number) => tournament(10, { organizer_id: noura.id, max_teams: maxTeams, entry_fee: 200 });

/** A pending entry of a fresh team of Omar and Layla, made by Omar: Layla's confirmation completes it. */
const pendingEntry = (tournamentId: string) => storedEntry(tournamentId, omar, layla);

const confirm = (entryId: string) => call('PATCH', `/api/tournament-entries/${entryId}/confirm`, layla);
const withdraw = (entryId: string) => call('PATCH', `/api/tournament-entries/${entryId}/withdraw`, omar);
const statusOf = async (entryId: string) => (await EntryModel.findById(entryId).lean())?.status;

describe('capacity and waitlist (PATCH /api/tournament-entries/:id/confirm and /withdraw)', () => {
  it('when an entry is confirmed while every place is held, then it is waitlisted with its place and entry-waitlisted is published', async () => {
    const tournamentId = await fullableTournament(2);
    const [first, second, third] = [await pendingEntry(tournamentId), await pendingEntry(tournamentId), await pendingEntry(tournamentId)];
    await confirm(first);
    await confirm(second);

    const { status, body } = await confirm(third);

    expect(status).toBe(200);
    expect(EntryResponseSchema.parse(body).entry).toMatchObject({ id: third, status: 'waitlist', waitlist_place: 1 });
    await eventually(async () => waitlisted.heard.some((event) => event.data.entryId === third));
    expect(waitlisted.heard.find((event) => event.data.entryId === third)?.data).toMatchObject({
      tournamentId,
      player1: omar.id,
      player2: layla.id,
      place: 1,
    });
    expect(confirmed.heard.some((event) => event.data.entryId === third)).toBe(false);
    const detail = TournamentDetailSchema.parse((await call('GET', `/api/tournaments/${tournamentId}`)).body);
    expect(detail).toMatchObject({ maxTeams: 2, placesTaken: 2, waitlistLength: 1, entryFee: 200 });
  });

  it('when 8 confirmations of a 3-place tournament arrive at once, then exactly 3 are confirmed and 5 waitlisted', async () => {
    const tournamentId = await fullableTournament(3);
    const entries: string[] = [];
    for (let index = 0; index < 8; index += 1) entries.push(await pendingEntry(tournamentId));

    const answers = await Promise.all(entries.map((entryId) => confirm(entryId)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const statuses = await Promise.all(entries.map(statusOf));
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'waitlist')).toHaveLength(5);
    const places = await PlaceModel.find({ tournament_id: tournamentId }).lean();
    expect(places).toHaveLength(3);
    const confirmedIds = entries.filter((_, index) => statuses[index] === 'confirmed');
    expect(places.map((place) => place.entry_id).sort()).toEqual(confirmedIds.sort());
  });

  it('when a confirmed entry withdraws, then the first waitlisted entry is promoted and entry-confirmed is published for it', async () => {
    const tournamentId = await fullableTournament(2);
    const [first, second, third, fourth] = [
      await pendingEntry(tournamentId),
      await pendingEntry(tournamentId),
      await pendingEntry(tournamentId),
      await pendingEntry(tournamentId),
    ];
    for (const entryId of [first, second, third, fourth]) await confirm(entryId);
    expect(await statusOf(fourth)).toBe('waitlist');

    const { status } = await withdraw(first);

    expect(status).toBe(200);
    expect([await statusOf(first), await statusOf(second), await statusOf(third), await statusOf(fourth)]).toEqual([
      'withdrawn',
      'confirmed',
      'confirmed',
      'waitlist',
    ]);
    await eventually(async () => confirmed.heard.some((event) => event.data.entryId === third));
    expect(confirmed.heard.find((event) => event.data.entryId === third)?.data).toMatchObject({ promoted: true, tournamentId });
    const fourthAnswer = await call('GET', '/api/tournament-entries/me?page=1&limit=50', layla);
    expect(fourthAnswer.body.items.find((entry: { id: string }) => entry.id === fourth)).toMatchObject({ waitlist_place: 1 });
    expect((await PlaceModel.find({ tournament_id: tournamentId }).lean()).map((place) => place.entry_id).sort()).toEqual(
      [second, third].sort(),
    );
  });

  it('when a confirmed entry withdraws and nobody waits, then its place is freed for the next confirmation', async () => {
    const tournamentId = await fullableTournament(2);
    const [first, second, third] = [await pendingEntry(tournamentId), await pendingEntry(tournamentId), await pendingEntry(tournamentId)];
    await confirm(first);
    await confirm(second);
    await withdraw(first);

    const { body } = await confirm(third);

    expect(body.entry.status).toBe('confirmed');
    expect(await PlaceModel.countDocuments({ tournament_id: tournamentId })).toBe(2);
  });

  it('when the tournament has no capacity, then every confirmation is confirmed and no place is taken', async () => {
    const tournamentId = await tournament(10, { organizer_id: noura.id });
    const entryId = await pendingEntry(tournamentId);

    expect((await confirm(entryId)).body.entry.status).toBe('confirmed');
    expect(await PlaceModel.countDocuments({ tournament_id: tournamentId })).toBe(0);
    const detail = (await call('GET', `/api/tournaments/${tournamentId}`)).body;
    expect(detail).toMatchObject({ maxTeams: null, placesTaken: 1, waitlistLength: 0, entryFee: null });
  });
  it('when a withdrawal stopped before passing its place on, then the repair sweep promotes the first waitlisted entry', async () => {
    const tournamentId = await fullableTournament(2);
    const entries = [await pendingEntry(tournamentId), await pendingEntry(tournamentId), await pendingEntry(tournamentId)];
    for (const entryId of entries) await confirm(entryId);
    const [first, second, third] = entries as [string, string, string];
    expect(await statusOf(third)).toBe('waitlist');
    // The withdrawal recorded, then the process stopped: the place is still the withdrawn entry's.
    await EntryModel.updateOne({ _id: first }, { $set: { status: 'withdrawn', withdrawn_at: new Date(Date.now() - 120_000) } });

    await new PlaceRepair(3_600_000, 60_000, createLogger('place-repair-test')).sweep();

    expect([await statusOf(first), await statusOf(second), await statusOf(third)]).toEqual(['withdrawn', 'confirmed', 'confirmed']);
    expect((await PlaceModel.find({ tournament_id: tournamentId }).lean()).map((place) => place.entry_id).sort()).toEqual(
      [second, third].sort(),
    );
    await eventually(async () => confirmed.heard.some((event) => event.data.entryId === third && event.data.promoted === true));
  });

  it('when an entry has just withdrawn, then the sweep leaves its place to the withdrawal still under way', async () => {
    const tournamentId = await fullableTournament(1);
    const [first, second] = [await pendingEntry(tournamentId), await pendingEntry(tournamentId)];
    await confirm(first);
    await confirm(second);
    await EntryModel.updateOne({ _id: first }, { $set: { status: 'withdrawn', withdrawn_at: new Date() } });

    await new PlaceRepair(3_600_000, 60_000, createLogger('place-repair-test')).sweep();

    expect(await statusOf(second)).toBe('waitlist');
    expect((await PlaceModel.find({ tournament_id: tournamentId }).lean()).map((place) => place.entry_id)).toEqual([first]);
  });
});
