import { expiryOf, isExpired } from './invitations-service';

const sentAt = new Date('2026-03-01T10:00:00.000Z');
const pending = { status: 'pending' as const, createdAt: sentAt };

describe('isExpired', () => {
  it('when the time limit has not been reached, then a pending invitation is not expired', () => {
    expect(isExpired(pending, new Date('2026-03-15T09:59:59.999Z'), 14)).toBe(false);
    expect(isExpired(pending, sentAt, 1)).toBe(false);
  });

  it('when exactly the time limit has passed, or more, then a pending invitation is expired', () => {
    expect(isExpired(pending, new Date('2026-03-15T10:00:00.000Z'), 14)).toBe(true);
    expect(isExpired(pending, new Date('2026-03-02T10:00:00.001Z'), 1)).toBe(true);
    expect(isExpired(pending, new Date('2027-01-01T00:00:00.000Z'), 14)).toBe(true);
  });

  it('when the invitation was answered, then it never expires, however old', () => {
    const late = new Date('2027-01-01T00:00:00.000Z');

    for (const status of ['accepted', 'declined', 'cancelled', 'expired'] as const) {
      expect(isExpired({ status, createdAt: sentAt }, late, 14)).toBe(false);
    }
  });

  it('when the time limit is shorter, then the same invitation expires sooner', () => {
    const fiveDaysLater = new Date('2026-03-06T10:00:00.000Z');

    expect(isExpired(pending, fiveDaysLater, 5)).toBe(true);
    expect(isExpired(pending, fiveDaysLater, 6)).toBe(false);
  });
});

describe('expiryOf', () => {
  it('when an invitation was sent, then it expires the time limit in whole days later, to the millisecond', () => {
    expect(expiryOf(sentAt, 14).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(expiryOf(sentAt, 365).toISOString()).toBe('2027-03-01T10:00:00.000Z');
  });
});
