import { clearLinkedPlayer, linkedPlayerKey, readLinkedPlayer, writeLinkedPlayer } from './linked-player';

const userId = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e02';

describe('linked player storage', () => {
  beforeEach(() => localStorage.clear());

  test('when a player is written, then it is stored under padel.linkedPlayer:<userId> and read back', () => {
    writeLinkedPlayer(userId, { id: userId, name: 'Omar Haddad' });

    expect(linkedPlayerKey(userId)).toBe(`padel.linkedPlayer:${userId}`);
    expect(JSON.parse(localStorage.getItem(`padel.linkedPlayer:${userId}`) ?? 'null')).toEqual({ id: userId, name: 'Omar Haddad' });
    expect(readLinkedPlayer(userId)).toEqual({ id: userId, name: 'Omar Haddad' });
  });

  test('when nothing or garbage is stored, then there is no linked player', () => {
    expect(readLinkedPlayer(userId)).toBeNull();
    localStorage.setItem(linkedPlayerKey(userId), '{not json');
    expect(readLinkedPlayer(userId)).toBeNull();
    localStorage.setItem(linkedPlayerKey(userId), JSON.stringify({ id: 42 }));
    expect(readLinkedPlayer(userId)).toBeNull();
  });

  test('when cleared, then only that user loses the link', () => {
    const other = '6b0f7c9e-1d2a-4f3b-9c1e-0a1b2c3d4e03';
    writeLinkedPlayer(userId, { id: userId, name: 'Omar Haddad' });
    writeLinkedPlayer(other, { id: other, name: 'Layla Farouk' });

    clearLinkedPlayer(userId);

    expect(readLinkedPlayer(userId)).toBeNull();
    expect(readLinkedPlayer(other)).toEqual({ id: other, name: 'Layla Farouk' });
  });
});
