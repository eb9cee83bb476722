import { idempotencyKeyOf } from './idempotency';

describe('idempotencyKeyOf', () => {
  test('when the same request is made twice, then both carry the same key, shaped as a UUID', () => {
    const key = idempotencyKeyOf('t1', 'R1-M1', 4, 'point', 'team1');

    expect(idempotencyKeyOf('t1', 'R1-M1', 4, 'point', 'team1')).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('when the version, the side, the action or the match differs, then the key differs', () => {
    const keys = [
      idempotencyKeyOf('t1', 'R1-M1', 4, 'point', 'team1'),
      idempotencyKeyOf('t1', 'R1-M1', 5, 'point', 'team1'),
      idempotencyKeyOf('t1', 'R1-M1', 4, 'point', 'team2'),
      idempotencyKeyOf('t1', 'R1-M1', 4, 'undo'),
      idempotencyKeyOf('t1', 'R1-M2', 4, 'point', 'team1'),
      idempotencyKeyOf('t2', 'R1-M1', 4, 'point', 'team1'),
      idempotencyKeyOf('t1', 'R1-M14', 'point', 'team1'),
    ];

    expect(new Set(keys).size).toBe(keys.length);
  });
});
