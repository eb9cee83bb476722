import { SessionSchema, type PreferredLanguage, type Session } from '@padel/contracts';
import { AppError, type Logger } from '@padel/service-kit';
import { z } from 'zod';

export interface KeycloakAccountsOptions {
  /** Internal Keycloak base incl. relative path, e.g. http://127.0.0.1:8091/auth. */
  baseUrl: string;
  realm: string;
  /** Confidential client with a service account that may manage users. */
  adminClientId: string;
  adminClientSecret: string;
  /** Public client whose password grant opens the new user's session (and whose pages the verification mail leads to). */
  webClientId: string;
  /** Where the verification link leads once the address is confirmed (the site); unset = Keycloak's own page. */
  verifiedRedirectUrl?: string;
  timeoutMs: number;
  logger: Logger;
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** Keycloak's `locale` attribute: the language of its pages and mails for this user (the realm offers en and ar). */
  locale?: PreferredLanguage;
}

interface ServiceToken {
  value: string;
  /** Epoch ms after which a fresh token is fetched (some seconds before the real expiry). */
  refreshAt: number;
}

/** Renew the service-account token this long before it expires. */
const EXPIRY_MARGIN_MS = 30_000;

/** The parts of Keycloak's answers this client reads. */
const UsersAnswer = z.array(z.object({ id: z.string().min(1) }));
const RoleAnswer = z.object({ id: z.string().min(1) });
const UserAnswer = z.object({ id: z.string().min(1), emailVerified: z.boolean().optional() });
/** A user as Keycloak's admin API gives it, kept whole to be written back. */
const UserRepresentation = z.looseObject({ id: z.string().min(1), attributes: z.record(z.string(), z.array(z.string())).optional() });
const RoleNamesAnswer = z.array(z.object({ name: z.string().min(1) }));
const ServiceTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** The realm's password policy refusals (Keycloak's `error`), as our codes (decision 188). */
const PASSWORD_POLICY_REFUSALS: Partial<Record<string, 'PASSWORD_TOO_COMMON' | 'PASSWORD_IS_EMAIL'>> = {
  invalidPasswordBlacklistedMessage: 'PASSWORD_TOO_COMMON',
  invalidPasswordNotEmailMessage: 'PASSWORD_IS_EMAIL',
};

/** Keycloak's user administration (service account of the sign-up client) and the web client's password grant. */
export class KeycloakAccounts {
  private serviceToken: ServiceToken | undefined;
  private readonly roleIds = new Map<string, string>();
  private readonly base: string;

  constructor(private readonly options: KeycloakAccountsOptions) {
    this.base = options.baseUrl.replace(/\/$/, '');
  }

  /** Creates an enabled user with a permanent password and an email still to be verified; returns the new user id. */
  async createUser(account: NewAccount): Promise<string> {
    const response = await this.admin('POST', '/users', {
      username: account.email,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      enabled: true,
      emailVerified: false,
      attributes: { locale: [account.locale ?? 'en'] },
      credentials: [{ type: 'password', value: account.password, temporary: false }],
    });
    if (response.status === 409) throw new AppError(409, 'ACCOUNT_EXISTS');
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { error?: string; errorMessage?: string; error_description?: string };
      const refusedPassword = body.error ? PASSWORD_POLICY_REFUSALS[body.error] : undefined;
      if (refusedPassword) throw new AppError(400, refusedPassword);
      throw new AppError(400, 'ACCOUNT_REJECTED', { text: body.errorMessage ?? body.error_description });
    }
    if (response.status !== 201) throw await this.unexpected('create user', response);
    const id = response.headers.get('location')?.split('/').pop();
    if (!id) throw new AppError(503, 'AUTH_UNAVAILABLE');
    return id;
  }

  /** Adds realm roles to a user (Keycloak ignores roles in the user-creation body). */
  async assignRealmRoles(userId: string, roleNames: string[]): Promise<void> {
    const roles = await Promise.all(roleNames.map(async (name) => ({ id: await this.realmRoleId(name), name })));
    const response = await this.admin('POST', `/users/${encodeURIComponent(userId)}/role-mappings/realm`, roles);
    if (response.status !== 204) throw await this.unexpected('assign roles', response);
  }

  /** Removes realm roles from a user; a role the user does not have counts as removed. */
  async removeRealmRoles(userId: string, roleNames: string[]): Promise<void> {
    const roles = await Promise.all(roleNames.map(async (name) => ({ id: await this.realmRoleId(name), name })));
    const response = await this.admin('DELETE', `/users/${encodeURIComponent(userId)}/role-mappings/realm`, roles);
    if (response.status !== 204) throw await this.unexpected('remove roles', response);
  }

  /** The realm roles mapped to the user directly (names); undefined when there is no such user. */
  async realmRolesOf(userId: string): Promise<string[] | undefined> {
    const response = await this.admin('GET', `/users/${encodeURIComponent(userId)}/role-mappings/realm`);
    if (response.status === 404) return undefined;
    if (response.status !== 200) throw await this.unexpected('read roles', response);
    return (await this.answer('read roles', response, RoleNamesAnswer)).map((role) => role.name);
  }

  /** The ids of the users the realm role is mapped to directly (the first `max`). */
  async usersWithRealmRole(roleName: string, max = 500): Promise<string[]> {
    const response = await this.admin('GET', `/roles/${encodeURIComponent(roleName)}/users?first=0&max=${max}`);
    if (response.status !== 200) throw await this.unexpected('read role users', response);
    return (await this.answer('read role users', response, UsersAnswer)).map((user) => user.id);
  }

  /** Enables or disables the user's account (a disabled user cannot sign in); false when there is no such user. */
  async setEnabled(userId: string, enabled: boolean): Promise<boolean> {
    const response = await this.admin('PUT', `/users/${encodeURIComponent(userId)}`, { enabled });
    if (response.status === 404) return false;
    if (response.status !== 204) throw await this.unexpected('enable or disable user', response);
    return true;
  }

  /** Ends every session of the user (their refresh tokens stop working); a user that is gone has none. */
  async endSessions(userId: string): Promise<void> {
    const response = await this.admin('POST', `/users/${encodeURIComponent(userId)}/logout`);
    if (response.status !== 204 && response.status !== 404) throw await this.unexpected('end sessions', response);
  }

  /** Has Keycloak mail the user a link that verifies their email (the realm's SMTP server sends it). */
  async sendVerificationEmail(userId: string): Promise<void> {
    const { webClientId, verifiedRedirectUrl } = this.options;
    const query = new URLSearchParams({ client_id: webClientId, ...(verifiedRedirectUrl ? { redirect_uri: verifiedRedirectUrl } : {}) });
    const response = await this.admin('PUT', `/users/${encodeURIComponent(userId)}/send-verify-email?${query}`);
    if (response.status !== 204) throw await this.unexpected('send verification email', response);
  }

  /** Whether the realm has verified the user's email now (a token may still say otherwise until it is refreshed). */
  async isEmailVerified(userId: string): Promise<boolean> {
    const response = await this.admin('GET', `/users/${encodeURIComponent(userId)}`);
    if (response.status === 404) throw new AppError(404, 'PROFILE_NOT_FOUND');
    const user = await this.answer('read user', response, UserAnswer);
    return user.emailVerified === true;
  }

  /**
   * Sets the user's `locale` attribute, the language of Keycloak's pages and mails for them. The whole user is written
   * back with its other attributes (Keycloak replaces the attributes it is given).
   */
  async setLocale(userId: string, locale: PreferredLanguage): Promise<void> {
    const read = await this.admin('GET', `/users/${encodeURIComponent(userId)}`);
    if (read.status === 404) throw new AppError(404, 'PROFILE_NOT_FOUND');
    const user = await this.answer('read user', read, UserRepresentation);
    if (user.attributes?.locale?.[0] === locale) return;
    const response = await this.admin('PUT', `/users/${encodeURIComponent(userId)}`, {
      ...user,
      attributes: { ...user.attributes, locale: [locale] },
    });
    if (response.status !== 204) throw await this.unexpected('set locale', response);
  }

  /** Deletes a user; a user that is already gone counts as deleted. */
  async deleteUser(userId: string): Promise<void> {
    const response = await this.admin('DELETE', `/users/${encodeURIComponent(userId)}`);
    if (response.status !== 204 && response.status !== 404) throw await this.unexpected('delete user', response);
  }

  /** Users whose email is exactly `email` (ids only). */
  async findUserIdsByEmail(email: string): Promise<string[]> {
    const response = await this.admin('GET', `/users?exact=true&email=${encodeURIComponent(email)}`);
    if (response.status !== 200) throw await this.unexpected('find users', response);
    return (await this.answer('find users', response, UsersAnswer)).map((user) => user.id);
  }

  /** Signs the user in through the web client, exactly as the browser's dialog does. */
  async passwordGrant(email: string, password: string): Promise<Session> {
    const response = await this.tokenRequest({
      grant_type: 'password',
      client_id: this.options.webClientId,
      username: email,
      password,
      scope: 'openid',
    });
    if (response.status !== 200) throw await this.unexpected('password grant', response);
    return this.answer('password grant', response, SessionSchema);
  }

  private async realmRoleId(name: string): Promise<string> {
    const known = this.roleIds.get(name);
    if (known) return known;
    const response = await this.admin('GET', `/roles/${encodeURIComponent(name)}`);
    if (response.status !== 200) throw await this.unexpected(`read role ${name}`, response);
    const role = await this.answer(`read role ${name}`, response, RoleAnswer);
    this.roleIds.set(name, role.id);
    return role.id;
  }

  /** Admin REST call with the service-account token; a rejected token is renewed once (Keycloak restarted, keys rotated). */
  private async admin(method: string, path: string, body?: unknown): Promise<Response> {
    const call = async (token: string) =>
      this.fetch(`${this.base}/admin/realms/${this.options.realm}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const response = await call(await this.adminToken());
    if (response.status !== 401) return response;
    this.serviceToken = undefined;
    return call(await this.adminToken());
  }

  /** Client-credentials token of the sign-up client, cached until shortly before it expires. */
  private async adminToken(): Promise<string> {
    if (this.serviceToken && Date.now() < this.serviceToken.refreshAt) return this.serviceToken.value;
    const response = await this.tokenRequest({
      grant_type: 'client_credentials',
      client_id: this.options.adminClientId,
      client_secret: this.options.adminClientSecret,
    });
    if (response.status !== 200) throw await this.unexpected('service-account token', response);
    const body = await this.answer('service-account token', response, ServiceTokenAnswer);
    this.serviceToken = { value: body.access_token, refreshAt: Date.now() + body.expires_in * 1000 - EXPIRY_MARGIN_MS };
    return body.access_token;
  }

  /** The answer's body as `schema` reads it; an answer Keycloak should not give is a 503, not the caller's fault. */
  private async answer<T>(step: string, response: Response, schema: z.ZodType<T>): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) return parsed.data;
    this.options.logger.error({ step, issues: parsed.error.issues }, 'unexpected keycloak answer');
    throw new AppError(503, 'AUTH_UNAVAILABLE');
  }

  private tokenRequest(form: Record<string, string>): Promise<Response> {
    return this.fetch(`${this.base}/realms/${this.options.realm}/protocol/openid-connect/token`, {
      method: 'POST',
      body: new URLSearchParams(form),
    });
  }

  /** fetch with a time limit; an unreachable or silent Keycloak is a 503. */
  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      this.options.logger.error({ err: error, url }, 'keycloak unreachable');
      throw new AppError(503, 'AUTH_UNAVAILABLE');
    }
  }

  private async unexpected(step: string, response: Response): Promise<AppError> {
    const text = await response.text().catch(() => '');
    this.options.logger.error({ step, status: response.status, body: text.slice(0, 500) }, 'unexpected keycloak answer');
    return new AppError(503, 'AUTH_UNAVAILABLE');
  }
}
