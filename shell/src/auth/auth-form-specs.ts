import { z } from 'zod';
import { SignupRequestSchema } from '@padel/contracts';
import type { ToastInput } from '@padel/platform';
import type { ShellAuth } from './shell-auth';

/** SPEC §5: sign-in needs an email in email format and a password. */
export const SignInSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Invalid email address' })),
  password: z.string().min(1, { error: 'Password is required' }),
});

/** One labelled input of an authentication form. */
export interface AuthField {
  /** The key of its value, as the schema reads it. */
  name: string;
  /** The input's DOM id, which its label points at. */
  id: string;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  placeholder?: string;
}

/** What a tab of the Authentication dialog asks for, how it sends it and what it says. */
export interface AuthFormSpec<Schema extends z.ZodType = z.ZodType> {
  /** The tab's value, also the prefix of the field error ids (`signin-email-error`). */
  id: 'signin' | 'signup';
  /** The tab's label, the form's accessible name and its submit button's label. */
  title: string;
  /** The submit button's label while submitting. */
  submittingTitle: string;
  fields: ReadonlyArray<AuthField>;
  schema: Schema;
  /** Sends the parsed values; resolves to the success toast. A method, so a form of a narrower schema is an `AuthFormSpec`. */
  send(auth: ShellAuth, data: z.output<Schema>): Promise<ToastInput>;
  /** The error toast's text when the failure carries no message. */
  failureText: string;
}

const emailInput = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' } as const;

export const signInForm: AuthFormSpec<typeof SignInSchema> = {
  id: 'signin',
  title: 'Sign In',
  submittingTitle: 'Signing in...',
  fields: [
    { ...emailInput, id: 'signin-email' },
    { name: 'password', id: 'signin-password', label: 'Password', type: 'password', autoComplete: 'current-password' },
  ],
  schema: SignInSchema,
  async send(auth, { email, password }) {
    await auth.signIn(email, password);
    return { title: 'Welcome back!', description: "You've successfully signed in." };
  },
  failureText: 'Failed to sign in',
};

export const signUpForm: AuthFormSpec<typeof SignupRequestSchema> = {
  id: 'signup',
  title: 'Sign Up',
  submittingTitle: 'Creating account...',
  fields: [
    { name: 'full_name', id: 'signup-name', label: 'Full Name', autoComplete: 'name' },
    { ...emailInput, id: 'signup-email' },
    { name: 'password', id: 'signup-password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  ],
  schema: SignupRequestSchema,
  async send(auth, input) {
    const { signedIn } = await auth.signUp(input);
    return {
      title: 'Account created!',
      description: signedIn ? 'Welcome to the league. You are now signed in.' : 'You can now sign in with your email and password.',
    };
  },
  failureText: 'Failed to sign up',
};

/** The dialog's tabs, in order. */
export const authForms: ReadonlyArray<AuthFormSpec> = [signInForm, signUpForm];
