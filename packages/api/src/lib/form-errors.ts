import { useCallback, useSyncExternalStore } from 'react';
import { createIntl, useIntl, type IntlShape } from 'react-intl';
import type { z } from 'zod';
import { apiTexts, type Language, type Messages } from '@padel/ui-kit';

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
  const code = (error as { code?: unknown } | null)?.code ?? (details as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The values of an API answer's variable parts (`params`), an instant as a Date so `{date, date, long}` formats it. */
export function errorParamsOf(error: unknown): Record<string, string | number | Date> {
  const params = (error as { params?: unknown } | null)?.params;
  if (!params || typeof params !== 'object') return {};
  const values: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (typeof value === 'number') values[name] = value;
    else if (typeof value === 'string') values[name] = ISO_INSTANT.test(value) ? new Date(value) : value;
  }
  return values;
}

/** The English message of a validation failure's first issue (`details` of a VALIDATION_FAILED answer), if any. */
function firstIssueOf(error: unknown): string | undefined {
  const details = (error as { details?: unknown } | null)?.details;
  const first: unknown = Array.isArray(details) ? details[0] : undefined;
  const message = (first as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The site's language of an Intl locale (`ar-AE-u-nu-latn` → `ar`). */
const languageOfLocale = (locale: string): Language => (locale.startsWith('ar') ? 'ar' : 'en');

const withTextsCache = new WeakMap<IntlShape, WeakMap<Messages, IntlShape>>();

/** `intl` with `texts` under its messages (a micro-frontend's own catalog wins, as it does over the shared texts), made once per pair. */
function withTexts(intl: IntlShape, texts: Messages): IntlShape {
  let byTexts = withTextsCache.get(intl);
  if (!byTexts) withTextsCache.set(intl, (byTexts = new WeakMap()));
  let merged = byTexts.get(texts);
  if (!merged) byTexts.set(texts, (merged = createIntl({ ...intl, messages: { ...texts, ...intl.messages } as IntlShape['messages'] })));
  return merged;
}

/**
 * The reader's intl with the API's texts (decision 183), read when a text is needed. The first need loads them, and
 * the component renders again once they are there; until then the callers fall back as they would for an unknown code.
 */
function useApiIntl(): () => IntlShape {
  const intl = useIntl();
  const language = languageOfLocale(intl.locale);
  useSyncExternalStore(apiTexts.subscribe, () => apiTexts.get(language));
  return useCallback(() => {
    const texts = apiTexts.get(language);
    if (texts) return withTexts(intl, texts);
    apiTexts.load(language).catch(() => undefined); // a failed load leaves the fallback texts; the next need retries
    return intl;
  }, [intl, language]);
}

/**
 * `errorText(error, fallback)`: a failed request's message in the reader's language. On the English site, the
 * server's message (the spec's English text, variable parts filled in), else `fallback`. In another language, by the
 * answer's `code`: a validation failure as its first issue (`validation.<English text>`) or else `api.VALIDATION_FAILED`;
 * any other code as `api.<CODE>` formatted with the answer's `params`; without a known code, `fallback` (already
 * translated by the caller).
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const apiIntl = useApiIntl();
  return useCallback(
    (error, fallback) => {
      const intl = apiIntl();
      if (intl.locale.startsWith('en')) return messageOf(error, fallback);
      const code = errorCodeOf(error);
      if (code === 'VALIDATION_FAILED') {
        const issue = firstIssueOf(error);
        if (issue && intl.messages[`validation.${issue}`]) return intl.formatMessage({ id: `validation.${issue}` });
      }
      if (code && intl.messages[`api.${code}`]) return intl.formatMessage({ id: `api.${code}` }, errorParamsOf(error));
      return fallback;
    },
    [apiIntl],
  );
}

/**
 * `fieldText(message)`: a validation message (the contracts' English text, from the server or a parse here) in the
 * reader's language: the catalog's `validation.<English text>`, else the text as it is.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const apiIntl = useApiIntl();
  return useCallback(
    (message) => {
      if (!message) return message;
      const intl = apiIntl();
      const id = `validation.${message}`;
      return intl.messages[id] ? intl.formatMessage({ id }) : message;
    },
    [apiIntl],
  );
}

/**
 * `confirmationText(answer, fallback)`: a server's confirmation (`{ message, code?, params? }`) in the reader's language:
 * the catalog's text for its `code` (`api.<CODE>`) formatted with its `params`, else the server's (English) message on the English site, else
 * `fallback` (already translated).
 */
export function useConfirmationText(): (answer: { message: string }, fallback: string) => string {
  const apiIntl = useApiIntl();
  return useCallback(
    (answer, fallback) => {
      const intl = apiIntl();
      const code = errorCodeOf(answer);
      if (code && intl.messages[`api.${code}`]) return intl.formatMessage({ id: `api.${code}` }, errorParamsOf(answer));
      return intl.locale.startsWith('en') && answer.message.trim() !== '' ? answer.message : fallback;
    },
    [apiIntl],
  );
}
