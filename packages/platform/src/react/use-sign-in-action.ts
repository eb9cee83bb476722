import { useAuth, useToast } from './platform-provider';

/** Opens the shell's sign-in dialog; if the shell cannot (no identity provider configured), says why in a toast. */
export function useSignInAction(): () => void {
  const { openSignIn } = useAuth();
  const { toast } = useToast();
  return () => {
    try {
      openSignIn();
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  };
}
