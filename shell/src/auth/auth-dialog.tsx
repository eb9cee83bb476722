import { useState, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { SignupRequestSchema } from '@padel/contracts';
import { Button, Dialog, Field, FieldError, Input, Label, Tab, TabList, TabPanel, Tabs } from '@padel/ui-kit';
import { useToast } from '@padel/platform';
import type { ShellAuth } from './shell-auth';

/** SPEC §5: sign-in needs an email in email format and a password. */
export const SignInSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Invalid email address' })),
  password: z.string().min(1, { error: 'Password is required' }),
});

type FieldErrors = Partial<Record<string, string>>;

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  margin-top: 4px;
`;

const emptySignIn = { email: '', password: '' };
const emptySignUp = { full_name: '', email: '', password: '' };

/** The Authentication dialog: tabs Sign In and Sign Up (SPEC §2). */
export function AuthDialog({ auth }: { auth: ShellAuth }) {
  const open = useSyncExternalStore(auth.dialog.subscribe, auth.dialog.getSnapshot);
  const { toast } = useToast();
  const [tab, setTab] = useState<'signin' | 'signup'>('signin');
  const [signInValues, setSignInValues] = useState(emptySignIn);
  const [signUpValues, setSignUpValues] = useState(emptySignUp);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const reset = () => {
    setSignInValues(emptySignIn);
    setSignUpValues(emptySignUp);
    setErrors({});
  };

  const onOpenChange = (next: boolean) => {
    if (next || submitting) return;
    auth.closeDialog();
    reset();
  };

  const onSignIn = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SignInSchema.safeParse(signInValues);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await auth.signIn(parsed.data.email, parsed.data.password);
      toast({ title: 'Welcome back!', description: "You've successfully signed in." });
      auth.closeDialog();
      reset();
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message || 'Failed to sign in', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const onSignUp = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SignupRequestSchema.safeParse(signUpValues);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { signedIn } = await auth.signUp(parsed.data);
      toast({
        title: 'Account created!',
        description: signedIn ? 'Welcome to the league. You are now signed in.' : 'You can now sign in with your email and password.',
      });
      auth.closeDialog();
      reset();
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message || 'Failed to sign up', variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const errorProps = (name: string, formId: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${formId}-${name}-error` : undefined,
  });
  const errorText = (name: string, formId: string) =>
    errors[name] ? <FieldError id={`${formId}-${name}-error`}>{errors[name]}</FieldError> : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Authentication" width="440px">
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as 'signin' | 'signup');
          setErrors({});
        }}
      >
        <div style={{ marginTop: 16 }}>
          <TabList label="Sign in or sign up">
            <Tab value="signin" disabled={submitting}>
              Sign In
            </Tab>
            <Tab value="signup" disabled={submitting}>
              Sign Up
            </Tab>
          </TabList>
        </div>
        <TabPanel value="signin">
          <Form noValidate onSubmit={onSignIn} aria-label="Sign In">
            <Field>
              <Label htmlFor="signin-email">Email</Label>
              <Input
                id="signin-email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={signInValues.email}
                onChange={(e) => setSignInValues({ ...signInValues, email: e.target.value })}
                {...errorProps('email', 'signin')}
              />
              {errorText('email', 'signin')}
            </Field>
            <Field>
              <Label htmlFor="signin-password">Password</Label>
              <Input
                id="signin-password"
                type="password"
                autoComplete="current-password"
                value={signInValues.password}
                onChange={(e) => setSignInValues({ ...signInValues, password: e.target.value })}
                {...errorProps('password', 'signin')}
              />
              {errorText('password', 'signin')}
            </Field>
            <Button type="submit" $fullWidth disabled={submitting}>
              {submitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </Form>
        </TabPanel>
        <TabPanel value="signup">
          <Form noValidate onSubmit={onSignUp} aria-label="Sign Up">
            <Field>
              <Label htmlFor="signup-name">Full Name</Label>
              <Input
                id="signup-name"
                autoComplete="name"
                value={signUpValues.full_name}
                onChange={(e) => setSignUpValues({ ...signUpValues, full_name: e.target.value })}
                {...errorProps('full_name', 'signup')}
              />
              {errorText('full_name', 'signup')}
            </Field>
            <Field>
              <Label htmlFor="signup-email">Email</Label>
              <Input
                id="signup-email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={signUpValues.email}
                onChange={(e) => setSignUpValues({ ...signUpValues, email: e.target.value })}
                {...errorProps('email', 'signup')}
              />
              {errorText('email', 'signup')}
            </Field>
            <Field>
              <Label htmlFor="signup-password">Password</Label>
              <Input
                id="signup-password"
                type="password"
                autoComplete="new-password"
                value={signUpValues.password}
                onChange={(e) => setSignUpValues({ ...signUpValues, password: e.target.value })}
                {...errorProps('password', 'signup')}
              />
              {errorText('password', 'signup')}
            </Field>
            <Button type="submit" $fullWidth disabled={submitting}>
              {submitting ? 'Creating account...' : 'Sign Up'}
            </Button>
          </Form>
        </TabPanel>
      </Tabs>
    </Dialog>
  );
}
