import { API_CODES, API_MESSAGES, apiMessage, apiMessageBody, isApiCode } from './api-codes';
import { ROUND_LABELS, ROUNDS } from './match';

describe('API codes', () => {
  it('when the list is read, then every code is UPPER_SNAKE and has a non-empty English text', () => {
    expect(API_CODES.length).toBeGreaterThan(50);
    for (const code of API_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(API_MESSAGES[code].trim()).not.toBe('');
    }
  });

  it('when two codes are compared, then no two share an English text (one text, one code)', () => {
    const texts = Object.values(API_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('when a text has arguments, then they are plain {name} or {name, date, long} (no plural or select)', () => {
    for (const text of Object.values(API_MESSAGES)) {
      const withoutArguments = text.replace(/\{\w+(, date, long)?\}/g, '');
      expect(withoutArguments).not.toMatch(/[{}]/);
    }
  });

  it('when params are given, then the English text is filled in, a date as the league day', () => {
    expect(apiMessage('PLAYER_NOT_FOUND')).toBe('Player not found');
    expect(apiMessage('ROLE_REQUIRED', { roles: 'partner' })).toBe('This action requires the partner role');
    expect(apiMessage('MATCH_OVER_AFTER_SET', { set: 1, next: 2 })).toBe('The match was over after set 1: no set 2');
    // 23:00 UTC on January 4 is already January 5 in Dubai.
    expect(apiMessage('ENTRIES_NOT_OPEN_YET', { date: '2026-01-04T23:00:00.000Z' })).toBe(
      'Entries for this tournament open on January 5, 2026',
    );
  });

  it('when a success body is built, then it carries the English message beside its code and params', () => {
    expect(apiMessageBody('INVITATION_SENT')).toEqual({ message: 'Invitation sent', code: 'INVITATION_SENT' });
    expect(apiMessageBody('DRAW_MADE', { count: 8 })).toEqual({
      message: 'The draw has been made with 8 teams',
      code: 'DRAW_MADE',
      params: { count: 8 },
    });
  });

  it('when a value is checked, then only listed codes are codes', () => {
    expect(isApiCode('PLAYER_NOT_FOUND')).toBe(true);
    expect(isApiCode('toString')).toBe(false);
    expect(isApiCode(undefined)).toBe(false);
  });
});

describe('codes per round', () => {
  it('when a round has a label, then one next-match-started text names it', () => {
    const texts = API_CODES.filter((code) => code.startsWith('NEXT_MATCH_STARTED_')).map((code) => API_MESSAGES[code]);
    expect(texts).toHaveLength(ROUNDS.length);
    for (const round of ROUNDS) expect(texts).toContain(`${ROUND_LABELS[round]} match {match} has already started`);
  });
});
