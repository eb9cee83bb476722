import type { z } from 'zod';
import { MessageResponseSchema, SignupRequestSchema, type SiteLanguage } from '@padel/contracts';
import type { ShellMessageId } from '../i18n';
import type { ShellAuth } from './shell-auth';

/** A bare string schema: built from the contracts' schemas, the form needs no zod of its own (decision 140). */
const text = MessageResponseSchema.shape.message;

/** SPEC §5: sign-in needs an email in email format and a password. */
export const SignInSchema = SignupRequestSchema.pick({ email: true, password: true }).extend({
  email: text.trim().pipe(SignupRequestSchema.shape.email.out),
  password: text.min(1, { error: 'Password is required' }),
});

/** A success toast's title and description: ids of the shell's catalog. */
export interface AuthToast {
  title: ShellMessageId;
  description: ShellMessageId;
}

/** One labelled input of an authentication form (texts are ids of the shell's catalog). */
export interface AuthField {
  /** The key of its value, as the schema reads it. */
  name: string;
  /** The input's DOM id, which its label points at. */
  id: string;
  label: ShellMessageId;
  type?: 'email' | 'password';
  autoComplete: string;
  /** An example value, the same in every language (not a text to translate). */
  placeholder?: string;
}

/** What a tab of the Authentication dialog asks for, how it sends it and what it says. */
export interface AuthFormSpec<Schema extends z.ZodType = z.ZodType> {
  /** The tab's value, also the prefix of the field error ids (`signin-email-error`). */
  id: 'signin' | 'signup';
  /** The tab's label, the form's accessible name and its submit button's label. */
  title: ShellMessageId;
  /** The submit button's label while submitting. */
  submittingTitle: ShellMessageId;
  fields: ReadonlyArray<AuthField>;
  schema: Schema;
  /** Sends the parsed values; resolves to the success toast. A method, so a form of a narrower schema is an `AuthFormSpec`. */
  send(auth: ShellAuth, data: z.output<Schema>, context: { language: SiteLanguage }): Promise<AuthToast>;
  /** The error toast's text when the failure carries no message (or none in the reader's language). */
  failureText: ShellMessageId;
}

const emailInput = {
  name: 'email',
  label: 'auth.field.email',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
} as const;

export const signInForm: AuthFormSpec<typeof SignInSchema> = {
  id: 'signin',
  title: 'auth.signIn.title',
  submittingTitle: 'auth.signIn.submitting',
  fields: [
    { ...emailInput, id: 'signin-email' },
    { name: 'password', id: 'signin-password', label: 'auth.field.password', type: 'password', autoComplete: 'current-password' },
  ],
  schema: SignInSchema,
  async send(auth, { email, password }) {
    await auth.signIn(email, password);
    return { title: 'auth.signIn.success.title', description: 'auth.signIn.success.description' };
  },
  failureText: 'auth.signIn.failed',
};

export const signUpForm: AuthFormSpec<typeof SignupRequestSchema> = {
  id: 'signup',
  title: 'auth.signUp.title',
  submittingTitle: 'auth.signUp.submitting',
  fields: [
    { name: 'full_name', id: 'signup-name', label: 'auth.field.fullName', autoComplete: 'name' },
    { ...emailInput, id: 'signup-email' },
    { name: 'password', id: 'signup-password', label: 'auth.field.password', type: 'password', autoComplete: 'new-password' },
  ],
  schema: SignupRequestSchema,
  async send(auth, input, { language }) {
    const { signedIn } = await auth.signUp({ ...input, language });
    return {
      title: 'auth.signUp.success.title',
      description: signedIn ? 'auth.signUp.success.signedIn' : 'auth.signUp.success.signInNow',
    };
  },
  failureText: 'auth.signUp.failed',
};

/** The dialog's tabs, in order. */
export const authForms: ReadonlyArray<AuthFormSpec> = [signInForm, signUpForm];
