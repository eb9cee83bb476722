import { useToast } from '@padel/platform';
import { useConfirmationText, useErrorText } from '@padel/api';
import { useT } from '../i18n';

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
