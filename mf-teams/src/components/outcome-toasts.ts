import { useToast } from '@padel/platform';
import { messageOf } from '@padel/api';

/**
 * Mutation callbacks that toast the outcome (SPEC §8): `title` with the server's message on success, else Error
 * with the failure's message, or `fallback` when it has none.
 */
export function useOutcomeToasts() {
  const { toast } = useToast();
  return (title: string, fallback: string) => ({
    onSuccess: ({ message }: { message: string }) => toast({ title, description: message }),
    onError: (error: Error) => toast({ title: 'Error', description: messageOf(error, fallback), variant: 'destructive' }),
  });
}
