import { z } from 'zod';
import { AppError } from './errors';
import { validate } from './validate';

describe('validate', () => {
  const schema = z.object({ country: z.string().min(2, { error: 'Country must be at least 2 characters' }), age: z.number().optional() });

  it('when the value is valid, then the parsed value is returned', () => {
    expect(validate(schema, { country: 'Oman', extra: 1 })).toEqual({ country: 'Oman' });
  });

  it('when the value is invalid, then an AppError 400 VALIDATION_FAILED names the first failing field and carries the issues (English messages and paths)', () => {
    let caught: unknown;
    try {
      validate(schema, { country: 'O', age: 'x' });
    } catch (error) {
      caught = error;
    }

    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'country: Country must be at least 2 characters' });
    expect((caught as AppError).details).toEqual([
      { path: 'country', message: 'Country must be at least 2 characters', code: 'too_small' },
      expect.objectContaining({ path: 'age', code: 'invalid_type' }),
    ]);
  });
});
