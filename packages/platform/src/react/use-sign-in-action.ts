import { useSharedT } from '@padel/ui-kit';
import { useAuth, useToast } from './platform-provider';

/**
 * Opens the shell's sign-in dialog, and runs `onSignedIn` once the visitor has signed in (or up) from it, to resume
 * what they were doing; if the shell cannot (no identity provider configured: its only failure), says so in a toast in
 * the reader's language.
 */
export function useSignInThen(): (onSignedIn?: () => void) => void {
  const { openSignIn } = useAuth();
  const { toast } = useToast();
  const t = useSharedT();
  return (onSignedIn) => {
    try {
      openSignIn(onSignedIn ? { onSignedIn } : undefined);
    } catch {
      toast({ title: t('platform.signIn.errorTitle'), description: t('platform.signIn.unavailable'), variant: 'destructive' });
    }
  };
}

/** A Sign In button's action: opens the shell's sign-in dialog (a toast when it cannot), resuming nothing. */
export function useSignInAction(): () => void {
  const signInThen = useSignInThen();
  return () => signInThen();
}
