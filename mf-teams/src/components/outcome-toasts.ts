import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@padel/platform';
import { errorCodeOf, useErrorText } from '@padel/api';
import { useT } from '../i18n';

/**
 * `confirmationText(response, fallback)`: a server's confirmation (`{ message, code? }`) in the reader's language: the
 * catalog's text for its `code` (`api.<CODE>`), else the server's (English) message on the English site, else
 * `fallback` (already translated).
 */
export function useConfirmationText(): (response: { message: string }, fallback: string) => string {
  const intl = useIntl();
  return useCallback(
    (response, fallback) => {
      const code = errorCodeOf(response);
      if (code && intl.messages[`api.${code}`]) return intl.formatMessage({ id: `api.${code}` });
      return intl.locale.startsWith('en') && response.message.trim() !== '' ? response.message : fallback;
    },
    [intl],
  );
}

/**
 * Mutation callbacks that toast the outcome (SPEC §8): `title` with the server's confirmation (or `success`) on
 * success, else Error with the failure's message (or `failure` when it has none), all in the reader's language.
 */
export function useOutcomeToasts() {
  const { toast } = useToast();
  const t = useT();
  const errorText = useErrorText();
  const confirmationText = useConfirmationText();
  return (title: string, success: string, failure: string) => ({
    onSuccess: (response: { message: string }) => toast({ title, description: confirmationText(response, success) }),
    onError: (error: Error) => toast({ title: t('common.error'), description: errorText(error, failure), variant: 'destructive' }),
  });
}
