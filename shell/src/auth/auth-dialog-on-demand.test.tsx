import { act, screen, waitFor } from '@testing-library/react';
import { AuthDialogOnDemand } from './auth-dialog-on-demand';
import { renderWithShellAuth } from './test-auth';

describe('AuthDialogOnDemand', () => {
  test('when the dialog is opened for the first time, then its code is fetched and the Authentication dialog shows', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return import('./auth-dialog').then((module) => module.AuthDialog);
    };
    const { auth } = renderWithShellAuth((shellAuth) => <AuthDialogOnDemand auth={shellAuth} load={load} />, { open: false });
    expect(loads).toBe(0);

    act(() => auth.openSignIn());

    expect(await screen.findByRole('dialog', { name: 'Authentication' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  test("when the dialog's code cannot be fetched, then it closes with an error toast and the next opening asks again", async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.reject(new Error('ChunkLoadError: Loading chunk 191 failed.'));
    };
    const { auth, toasts } = renderWithShellAuth((shellAuth) => <AuthDialogOnDemand auth={shellAuth} load={load} />, { open: false });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    act(() => auth.openSignIn());

    await waitFor(() => expect(auth.dialog.getSnapshot()).toBe(false));
    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'Error',
      description: 'This part of the page could not be displayed. Please reload the page to try again.',
      variant: 'destructive',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => auth.openSignIn());
    await waitFor(() => expect(loads).toBe(2));
    consoleError.mockRestore();
  });
});
