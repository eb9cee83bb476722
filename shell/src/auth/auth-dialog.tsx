import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Dialog, focusRing, Tab, TabList, TabPanel, Tabs } from '@padel/ui-kit';
import { useLanguage, usePlatform, useToast } from '@padel/platform';
import { fieldErrorsOf, useErrorText } from '@padel/api';
import { T, useT } from '../i18n';
import { AuthForm, type AuthValues, type FieldErrors } from './auth-form';
import { authForms, signInForm, signUpForm, type AuthFormSpec } from './auth-form-specs';
import { passwordResetPage } from './keycloak-endpoints';
import { isInvalidCredentials, type ShellAuth } from './shell-auth';

type AuthTab = AuthFormSpec['id'];

const emptyValuesOf = (form: AuthFormSpec): AuthValues => Object.fromEntries(form.fields.map(({ name }) => [name, '']));

const emptyValues: Readonly<Record<AuthTab, AuthValues>> = {
  signin: emptyValuesOf(signInForm),
  signup: emptyValuesOf(signUpForm),
};

/** A quiet link under the Sign In form, at the end of the line (the left in Arabic). */
const ForgotPasswordLink = styled.a`
  align-self: flex-end;
  margin-top: 12px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: 4px;
  ${focusRing}
`;

const TabBody = styled.div`
  display: flex;
  flex-direction: column;
`;

/** The Authentication dialog: tabs Sign In and Sign Up (SPEC §2); Sign In links to Keycloak's password reset. */
export function AuthDialog({ auth }: { auth: ShellAuth }) {
  const open = useSyncExternalStore(auth.dialog.subscribe, auth.dialog.getSnapshot);
  const { toast } = useToast();
  const t = useT();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const { config } = usePlatform();
  const passwordResetUrl = config.keycloak ? passwordResetPage(config.keycloak, language) : null;
  const [tab, setTab] = useState<AuthTab>('signin');
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const reset = () => {
    setValues(emptyValues);
    setErrors({});
  };

  const onOpenChange = (next: boolean) => {
    if (next || submitting) return;
    auth.closeDialog();
    reset();
  };

  const setValue = (formId: AuthTab, name: string, value: string) =>
    setValues((current) => ({ ...current, [formId]: { ...current[formId], [name]: value } }));

  /**
   * The failure's text in the reader's language: the server's by its code, Keycloak's own reason on the English site
   * (wrong credentials in other languages), else the form's failure text.
   */
  const failureOf = (error: unknown, form: AuthFormSpec) =>
    language !== 'en' && isInvalidCredentials(error) ? t('auth.signIn.invalidCredentials') : errorText(error, t(form.failureText));

  /** Shows the field errors of invalid values; else sends them: success toasts and closes, failure toasts the error and stays open. */
  const submit = async (form: AuthFormSpec) => {
    const parsed = form.schema.safeParse(values[form.id]);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const success = await form.send(auth, parsed.data, { language });
      toast({ title: t(success.title), description: t(success.description) });
      auth.closeDialog();
      reset();
    } catch (error) {
      toast({ title: t('auth.error.title'), description: failureOf(error, form), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('auth.dialog.title')} width="440px">
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as AuthTab);
          setErrors({});
        }}
      >
        <div style={{ marginTop: 16 }}>
          <TabList label={t('auth.dialog.tabs')}>
            {authForms.map(({ id, title }) => (
              <Tab key={id} value={id} disabled={submitting}>
                <T id={title} />
              </Tab>
            ))}
          </TabList>
        </div>
        {authForms.map((form) => (
          <TabPanel key={form.id} value={form.id}>
            <TabBody>
              <AuthForm
                form={form}
                values={values[form.id]}
                errors={errors}
                submitting={submitting}
                onValueChange={(name, value) => setValue(form.id, name, value)}
                onSubmit={() => void submit(form)}
              />
              {form.id === 'signin' && passwordResetUrl ? (
                <ForgotPasswordLink href={passwordResetUrl}>
                  <T id="auth.signIn.forgotPassword" />
                </ForgotPasswordLink>
              ) : null}
            </TabBody>
          </TabPanel>
        ))}
      </Tabs>
    </Dialog>
  );
}
