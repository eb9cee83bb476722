import { useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { Dialog, Tab, TabList, TabPanel, Tabs } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import { AuthForm, type AuthValues, type FieldErrors } from './auth-form';
import { authForms, signInForm, signUpForm, type AuthFormSpec } from './auth-form-specs';
import type { ShellAuth } from './shell-auth';

type AuthTab = AuthFormSpec['id'];

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

const emptyValuesOf = (form: AuthFormSpec): AuthValues => Object.fromEntries(form.fields.map(({ name }) => [name, '']));

const emptyValues: Readonly<Record<AuthTab, AuthValues>> = {
  signin: emptyValuesOf(signInForm),
  signup: emptyValuesOf(signUpForm),
};

/** The Authentication dialog: tabs Sign In and Sign Up (SPEC §2). */
export function AuthDialog({ auth }: { auth: ShellAuth }) {
  const open = useSyncExternalStore(auth.dialog.subscribe, auth.dialog.getSnapshot);
  const { toast } = useToast();
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
      toast(await form.send(auth, parsed.data));
      auth.closeDialog();
      reset();
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message || form.failureText, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Authentication" width="440px">
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as AuthTab);
          setErrors({});
        }}
      >
        <div style={{ marginTop: 16 }}>
          <TabList label="Sign in or sign up">
            {authForms.map(({ id, title }) => (
              <Tab key={id} value={id} disabled={submitting}>
                {title}
              </Tab>
            ))}
          </TabList>
        </div>
        {authForms.map((form) => (
          <TabPanel key={form.id} value={form.id}>
            <AuthForm
              form={form}
              values={values[form.id]}
              errors={errors}
              submitting={submitting}
              onValueChange={(name, value) => setValue(form.id, name, value)}
              onSubmit={() => void submit(form)}
            />
          </TabPanel>
        ))}
      </Tabs>
    </Dialog>
  );
}
