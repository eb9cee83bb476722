import { act, fireEvent, screen } from '@testing-library/react';
import type { Language } from '@padel/ui-kit';
import { AuthDialog } from './auth-dialog';
import { AuthError } from './shell-auth';
import { renderWithShellAuth } from './test-auth';
import english from '../i18n/en.json';

const renderDialog = (language: Language = 'en') => renderWithShellAuth((auth) => <AuthDialog auth={auth} />, { language });

const settle = async (action: () => void) => {
  await act(async () => {
    action();
    await Promise.resolve();
  });
};

function fillSignIn(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('AuthDialog', () => {
  test('when open, then it is titled Authentication with the tabs Sign In and Sign Up', () => {
    renderDialog();

    expect(screen.getByRole('dialog', { name: 'Authentication' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeTruthy();
  });

  test('when signing in, then the buttons are disabled and the label reads Signing in...', async () => {
    const { pending } = renderDialog();
    fillSignIn('omar@padel.local', 'padel-demo-2026');

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));

    const submit = screen.getByRole('button', { name: 'Signing in...' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect((screen.getByRole('tab', { name: 'Sign Up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pending).toHaveLength(1);
  });

  test('when sign-in succeeds, then the dialog closes, the fields clear and Welcome back! is toasted', async () => {
    const { pending, dialog, toasts, calls } = renderDialog();
    fillSignIn(' omar@padel.local ', 'padel-demo-2026');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));

    await settle(() => pending[0]?.resolve());

    expect(calls.signIn).toEqual([['omar@padel.local', 'padel-demo-2026']]);
    expect(dialog.getSnapshot()).toBe(false);
    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Welcome back!', description: "You've successfully signed in." });
    await settle(() => dialog.set(true));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  test('when sign-in fails, then an Error toast shows the message and the form is usable again', async () => {
    const { pending, toasts, dialog } = renderDialog();
    fillSignIn('omar@padel.local', 'wrong-password');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));

    await settle(() => pending[0]?.reject(new Error('Invalid user credentials')));

    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'Invalid user credentials', variant: 'destructive' });
    expect(dialog.getSnapshot()).toBe(true);
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('when sign-in fails without a message, then the toast says Failed to sign in', async () => {
    const { pending, toasts } = renderDialog();
    fillSignIn('omar@padel.local', 'x');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));

    await settle(() => pending[0]?.reject(new Error('')));

    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'Failed to sign in' });
  });

  test('when the email is not an email, then a field error shows and nothing is sent', async () => {
    const { calls } = renderDialog();
    fillSignIn('not-an-email', 'secret');

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));

    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(calls.signIn).toHaveLength(0);
  });

  test('when a field is invalid, then its input is marked invalid and described by its error', async () => {
    renderDialog();
    fillSignIn('not-an-email', '');

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));

    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Invalid email address');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  test('when open, then each input has its type and autocomplete on both tabs', async () => {
    renderDialog();
    const attributesOf = (label: string) => {
      const input = screen.getByLabelText(label);
      return [input.getAttribute('type'), input.getAttribute('autocomplete')];
    };

    expect([attributesOf('Email'), attributesOf('Password')]).toEqual([
      ['email', 'email'],
      ['password', 'current-password'],
    ]);
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' })));
    expect([attributesOf('Full Name'), attributesOf('Email'), attributesOf('Password')]).toEqual([
      [null, 'name'],
      ['email', 'email'],
      ['password', 'new-password'],
    ]);
  });

  test("when the Sign In tab shows, then Forgot password? links to Keycloak's reset page for the web client in the site's language; Sign Up has no such link", async () => {
    renderDialog();

    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe(
      'http://localhost:8100/auth/realms/padel/login-actions/reset-credentials?client_id=padel-web&kc_locale=en',
    );
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' })));
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  test('when switching tabs, then each form keeps its typed values and the field errors clear', async () => {
    renderDialog();
    fillSignIn('not-an-email', 'secret');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));

    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' })));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    fireEvent.input(screen.getByLabelText('Full Name'), { target: { value: 'Mariam Saleh' } });
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Sign In' })));

    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('not-an-email');
    expect(screen.queryByText('Invalid email address')).toBeNull();
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' })));
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Mariam Saleh');
  });

  test('when signing up, then the label reads Creating account... and success toasts Account created!', async () => {
    const { pending, toasts, calls, dialog } = renderDialog();
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' })));
    fireEvent.input(screen.getByLabelText('Full Name'), { target: { value: 'Mariam Saleh' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'mariam@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret1' } });

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
    expect((screen.getByRole('button', { name: 'Creating account...' }) as HTMLButtonElement).disabled).toBe(true);
    await settle(() => pending[0]?.resolve());

    expect(calls.signUp).toEqual([{ full_name: 'Mariam Saleh', email: 'mariam@example.com', password: 'secret1', language: 'en' }]);
    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Account created!' });
    expect(dialog.getSnapshot()).toBe(false);
  });

  test('when the sign-up password is shorter than 6 characters, then it is refused before sending', async () => {
    const { calls } = renderDialog();
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' })));
    fireEvent.input(screen.getByLabelText('Full Name'), { target: { value: 'Mariam Saleh' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'mariam@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: '12345' } });

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));

    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(calls.signUp).toHaveLength(0);
  });

  test('when sign-up fails without a message, then the toast says Failed to sign up', async () => {
    const { pending, toasts } = renderDialog();
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' })));
    fireEvent.input(screen.getByLabelText('Full Name'), { target: { value: 'Mariam Saleh' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'mariam@example.com' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));

    await settle(() => pending[0]?.reject(new Error('')));

    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'Failed to sign up', variant: 'destructive' });
  });

  test('when Keycloak refuses the password, then the English toast keeps its own reason', async () => {
    const { pending, toasts } = renderDialog();
    fillSignIn('omar@padel.local', 'wrong-password');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));

    await settle(() => pending[0]?.reject(new AuthError('Invalid user credentials', undefined, 'invalid_grant')));

    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'Error', description: 'Invalid user credentials' });
  });
});

/** The dialog's English texts (arguments aside) that must not show on the Arabic dialog. */
const englishTexts = Object.entries(english)
  .filter(([key]) => key.startsWith('auth.') || key.startsWith('validation.'))
  .map(([, message]) => message.replace(/\{[^}]*\}/g, '').trim());

describe('AuthDialog in Arabic', () => {
  function fillArabicSignIn(email: string, password: string) {
    fireEvent.input(screen.getByLabelText('البريد الإلكتروني'), { target: { value: email } });
    fireEvent.input(screen.getByLabelText('كلمة المرور'), { target: { value: password } });
  }

  test('when open in Arabic, then its title, tabs, labels and button are in Arabic and no English text of the dialog is left', async () => {
    renderDialog('ar');
    const dialog = screen.getByRole('dialog', { name: 'الدخول إلى حسابك' });

    expect(screen.getByRole('tablist', { name: 'تسجيل الدخول أو إنشاء حساب' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'تسجيل الدخول' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'إنشاء حساب' })));
    expect(screen.getByLabelText('الاسم الكامل')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'إنشاء حساب' })).toBeTruthy();

    const text = [
      dialog.textContent ?? '',
      ...[...dialog.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')),
    ].join('\n');
    expect(englishTexts.filter((english) => text.includes(english))).toEqual([]);
  });

  test('when open in Arabic, then the reset link reads نسيت كلمة المرور؟', () => {
    renderDialog('ar');

    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' }).getAttribute('href')).toContain(
      '/login-actions/reset-credentials?client_id=padel-web',
    );
  });

  test('when the values are invalid in Arabic, then the field errors are in Arabic', async () => {
    renderDialog('ar');
    fillArabicSignIn('not-an-email', '');

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' })));

    expect(screen.getByText('عنوان البريد الإلكتروني غير صالح')).toBeTruthy();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeTruthy();
  });

  test('when signing in in Arabic, then the pending label and the welcome toast are in Arabic', async () => {
    const { pending, toasts } = renderDialog('ar');
    fillArabicSignIn('omar@padel.local', 'padel-demo-2026');

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' })));
    expect((screen.getByRole('button', { name: 'جارٍ تسجيل الدخول…' }) as HTMLButtonElement).disabled).toBe(true);
    await settle(() => pending[0]?.resolve());

    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'أهلاً بعودتك!', description: 'تم تسجيل دخولك بنجاح.' });
  });

  test("when Keycloak refuses the password in Arabic, then the toast says so in Arabic, not in Keycloak's English", async () => {
    const { pending, toasts } = renderDialog('ar');
    fillArabicSignIn('omar@padel.local', 'wrong-password');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' })));

    await settle(() => pending[0]?.reject(new AuthError('Invalid user credentials', undefined, 'invalid_grant')));

    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'خطأ',
      description: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      variant: 'destructive',
    });
  });

  test('when the gateway refuses more sign-ins (429) in Arabic, then the toast says to wait, in Arabic', async () => {
    const { pending, toasts } = renderDialog('ar');
    fillArabicSignIn('omar@padel.local', 'wrong-password');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' })));

    const refusal = new AuthError('Too many failed sign-in attempts. Please wait a few minutes and try again.', 'SIGN_IN_RATE_LIMITED');
    await settle(() => pending[0]?.reject(refusal));

    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: 'خطأ',
      description: 'محاولات تسجيل دخول فاشلة كثيرة. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
      variant: 'destructive',
    });
  });

  test('when sign-up fails with an English message and no known code in Arabic, then the toast says تعذّر إنشاء الحساب', async () => {
    const { pending, toasts } = renderDialog('ar');
    await settle(() => fireEvent.click(screen.getByRole('tab', { name: 'إنشاء حساب' })));
    fireEvent.input(screen.getByLabelText('الاسم الكامل'), { target: { value: 'مريم صالح' } });
    fireEvent.input(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'mariam@example.com' } });
    fireEvent.input(screen.getByLabelText('كلمة المرور'), { target: { value: 'secret1' } });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' })));
    expect(screen.getByRole('button', { name: 'جارٍ إنشاء الحساب…' })).toBeTruthy();

    await settle(() => pending[0]?.reject(new Error('Something English')));

    expect(toasts.getSnapshot()[0]).toMatchObject({ title: 'خطأ', description: 'تعذّر إنشاء الحساب' });
  });
});
