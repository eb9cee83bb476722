import { useCallback, useSyncExternalStore, type ComponentType } from 'react';
import { useOnDemand, useToast } from '@padel/platform';
import { useSharedT } from '@padel/ui-kit';
import { useT } from '../i18n';
import type { ShellAuth } from './shell-auth';

type AuthDialogComponent = ComponentType<{ auth: ShellAuth }>;

const loadAuthDialog = (): Promise<AuthDialogComponent> => import('./auth-dialog').then((module) => module.AuthDialog);

/**
 * The Authentication dialog, its code (forms, validation, Keycloak's pages) fetched the first time it opens
 * (decision 158): most visits never open it, so the first route does not carry it. If the code cannot be fetched,
 * the dialog closes with an error toast, and the next opening asks again.
 */
export function AuthDialogOnDemand({ auth, load = loadAuthDialog }: { auth: ShellAuth; load?: () => Promise<AuthDialogComponent> }) {
  const open = useSyncExternalStore(auth.dialog.subscribe, auth.dialog.getSnapshot);
  const { toast } = useToast();
  const t = useT();
  const sharedT = useSharedT();
  const onFailed = useCallback(
    (error: unknown) => {
      console.error('The Authentication dialog could not be loaded', error);
      auth.closeDialog();
      toast({ title: t('auth.error.title'), description: sharedT('microFrontend.error.description'), variant: 'destructive' });
    },
    [auth, toast, t, sharedT],
  );
  const AuthDialog = useOnDemand(load, open, onFailed);

  return AuthDialog ? <AuthDialog auth={auth} /> : null;
}
