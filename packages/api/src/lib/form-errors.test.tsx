import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { API_CODES, API_MESSAGES } from '@padel/contracts';
import { ApiError } from '@padel/platform';
import { renderWithPlatform } from '@padel/platform/testing';
import apiArabic from '@padel/ui-kit/i18n/api-ar.json';
import apiEnglish from '@padel/ui-kit/i18n/api-en.json';
import type { Language } from '@padel/ui-kit';
import { messageOf, useConfirmationText, useErrorText, useFieldErrorText } from './form-errors';

function ErrorText({ error, fallback }: { error: unknown; fallback: string }) {
  const errorText = useErrorText();
  return <p data-testid="error">{errorText(error, fallback)}</p>;
}

function FieldText({ message }: { message: string }) {
  const fieldText = useFieldErrorText();
  return <p data-testid="field">{fieldText(message)}</p>;
}

const signedOut = { status: 'signed-out' } as const;
const shownError = (error: unknown, language: Language, fallback = 'fallback') => {
  const { container, unmount } = renderWithPlatform(<ErrorText error={error} fallback={fallback} />, { auth: signedOut, language });
  const text = container.textContent;
  unmount();
  return text;
};

describe('useErrorText', () => {
  it('when an API answer has a code and the reader reads Arabic, then its Arabic text is shown', () => {
    const error = new ApiError(404, 'Player not found', undefined, { code: 'PLAYER_NOT_FOUND' });

    expect(shownError(error, 'ar')).toBe('لم يتم العثور على اللاعب');
  });

  it('when the code has params, then the Arabic text is formatted with them (a date in the league calendar)', () => {
    const error = new ApiError(409, 'Entries for this tournament open on January 5, 2026', undefined, {
      code: 'ENTRIES_NOT_OPEN_YET',
      params: { date: '2026-01-04T23:00:00.000Z' },
    });
    const teams = new ApiError(201, 'The draw has been made with 8 teams', undefined, { code: 'DRAW_MADE', params: { count: 8 } });

    expect(shownError(error, 'ar')).toMatch(/^يبدأ التسجيل في هذه البطولة في 5 يناير 2026/);
    expect(shownError(teams, 'ar')).toBe('أُجريت القرعة بمشاركة 8 فرق');
  });

  it('when the reader reads English, then the server message is shown as it came (params filled in by the server)', () => {
    const error = new ApiError(409, 'Entries for this tournament open on January 5, 2026', undefined, {
      code: 'ENTRIES_NOT_OPEN_YET',
      params: { date: '2026-01-04T23:00:00.000Z' },
    });

    expect(shownError(error, 'en')).toBe('Entries for this tournament open on January 5, 2026');
  });

  it('when a validation failure comes back in Arabic, then its first issue is shown translated', () => {
    const issues = [{ path: 'country', message: 'Country is required', code: 'too_small' }];
    const error = new ApiError(400, 'country: Country is required', issues, { code: 'VALIDATION_FAILED' });
    const unknownIssue = new ApiError(400, 'x: Something new', [{ path: 'x', message: 'Something new' }], { code: 'VALIDATION_FAILED' });

    expect(shownError(error, 'ar')).toBe('الدولة مطلوبة');
    expect(shownError(unknownIssue, 'ar')).toBe('بعض البيانات المُدخلة غير صالحة');
  });

  it('when the answer has no code (an older service) or an unknown one, then Arabic shows the fallback and English the message', () => {
    const old = new ApiError(404, 'Player not found');
    const newer = new ApiError(409, 'Something newer', undefined, { code: 'SOMETHING_NEWER' });

    expect(shownError(old, 'ar', 'تعذّر التحميل')).toBe('تعذّر التحميل');
    expect(shownError(newer, 'ar', 'تعذّر التحميل')).toBe('تعذّر التحميل');
    expect(shownError(old, 'en')).toBe('Player not found');
    expect(shownError(new Error(''), 'en')).toBe('fallback');
  });
});

function ConfirmationText({ answer }: { answer: { message: string } }) {
  const confirmationText = useConfirmationText();
  return <p>{confirmationText(answer, 'fallback')}</p>;
}

const shownConfirmation = (answer: { message: string }, language: Language) => {
  const { container, unmount } = renderWithPlatform(<ConfirmationText answer={answer} />, { auth: signedOut, language });
  const text = container.textContent;
  unmount();
  return text;
};

describe('useConfirmationText', () => {
  const drawMade = { message: 'The draw has been made with 8 teams', code: 'DRAW_MADE', params: { count: 8 } };

  it('when a confirmation has params (the draw of 8 teams), then its text is formatted with them in either language, never its id', () => {
    expect(shownConfirmation(drawMade, 'en')).toBe('The draw has been made with 8 teams');
    expect(shownConfirmation(drawMade, 'ar')).toBe('أُجريت القرعة بمشاركة 8 فرق');
  });

  it('when a confirmation has no known code, then English shows the server message and Arabic the fallback', () => {
    const answer = { message: 'Something newer happened', code: 'SOMETHING_NEWER' };

    expect(shownConfirmation(answer, 'en')).toBe('Something newer happened');
    expect(shownConfirmation(answer, 'ar')).toBe('fallback');
  });
});

describe('useFieldErrorText', () => {
  it('when a validation message of the contracts is shown in Arabic, then it is translated; an unknown one stays', () => {
    renderWithPlatform(<FieldText message="Invalid email address" />, { auth: signedOut, language: 'ar' });
    expect(screen.getByTestId('field').textContent).toBe('البريد الإلكتروني غير صالح');
  });
});

describe('messageOf', () => {
  it('when an error has a message, then it is the text; else the fallback', () => {
    expect(messageOf(new ApiError(404, 'Player not found', undefined, { code: 'PLAYER_NOT_FOUND' }), 'x')).toBe('Player not found');
    expect(messageOf('nope', 'x')).toBe('x');
  });
});

describe('the API messages catalogs', () => {
  const english = apiEnglish as Record<string, string>;
  const arabic = apiArabic as Record<string, string>;

  it('when every code of the contracts list is looked up, then api.<CODE> exists in English (its English text) and Arabic', () => {
    for (const code of API_CODES) {
      expect([code, english[`api.${code}`]]).toEqual([code, API_MESSAGES[code]]);
      expect([code, typeof arabic[`api.${code}`]]).toEqual([code, 'string']);
    }
    const apiIds = (catalog: Record<string, string>) => Object.keys(catalog).filter((id) => id.startsWith('api.'));
    expect(apiIds(english)).toHaveLength(API_CODES.length);
    expect(apiIds(arabic)).toHaveLength(API_CODES.length);
  });

  it('when the contracts schemas are read, then each validation message they write has validation.<text> in both catalogs', () => {
    const dir = path.resolve(__dirname, '../../../contracts/src');
    const sources = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'api-codes.ts')
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
    // `error: '…'` / `message: '…'` in zod schemas; `${max}` templates are written out with the values they take.
    const literals = [...sources.matchAll(/\b(?:error|message): '([^']+)'/g)].map((match) => match[1]!);
    const templates = [...sources.matchAll(/\bsearchText\((\d+)\)/g)].map((match) => `Must be at most ${match[1]} characters`);
    const messages = [...new Set([...literals, ...templates])];

    expect(messages.length).toBeGreaterThan(30);
    for (const message of messages) {
      expect([message, english[`validation.${message}`]]).toEqual([message, message]);
      expect([message, typeof arabic[`validation.${message}`]]).toEqual([message, 'string']);
    }
  });
});
