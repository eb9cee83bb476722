import { useSharedT } from '@padel/ui-kit';
import { useAuth, useToast } from './platform-provider';

/**
 * Opens the shell's sign-in dialog; if the shell cannot (no identity provider configured: its only failure), says so
 * in a toast in the reader's language.
 */
export function useSignInAction(): () => void {
  const { openSignIn } = useAuth();
  const { toast } = useToast();
  const t = useSharedT();
  return () => {
    try {
      openSignIn();
    } catch {
      toast({ title: t('platform.signIn.errorTitle'), description: t('platform.signIn.unavailable'), variant: 'destructive' });
    }
  };
}
