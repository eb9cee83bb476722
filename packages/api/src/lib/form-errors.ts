import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The message of a failed request, or the spec's fallback text when there is none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/** The machine-readable `code` an API answer gave next to its message (issue 11), if any. */
export function errorCodeOf(error: unknown): string | undefined {
  const details = (error as { details?: unknown } | null)?.details;
  const code = (details as { code?: unknown } | null | undefined)?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/**
 * `errorText(error, fallback)`: a failed request's message in the reader's language: the catalog's text for its
 * `code` (`api.<CODE>`), else the server's (English) message on the English site, else `fallback` (already
 * translated by the caller).
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const intl = useIntl();
  return useCallback(
    (error, fallback) => {
      const code = errorCodeOf(error);
      if (code && intl.messages[`api.${code}`]) return intl.formatMessage({ id: `api.${code}` });
      return intl.locale.startsWith('en') ? messageOf(error, fallback) : fallback;
    },
    [intl],
  );
}

/**
 * `fieldText(message)`: a validation message (the contracts' English text, from the server or a parse here) in the
 * reader's language: the catalog's `validation.<English text>`, else the text as it is.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return message;
      const id = `validation.${message}`;
      return intl.messages[id] ? intl.formatMessage({ id }) : message;
    },
    [intl],
  );
}
