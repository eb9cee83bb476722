import { demoUsers, passwordGrant, serviceAccountGrant } from '@padel/tools/testing/keycloak';
import { getJson } from './support';

export type DemoUser = keyof typeof demoUsers;

const tokens = new Map<string, Promise<string>>();

/** An access token of a demo user (one sign-in per user and test file; tokens live 5 minutes). */
export function tokenOf(user: DemoUser): Promise<string> {
  let token = tokens.get(user);
  if (!token) {
    token = passwordGrant(demoUsers[user].email).then((set) => set.access_token);
    tokens.set(user, token);
  }
  return token;
}

/** A real token of the realm whose audience is not the API's. */
export async function wrongAudienceToken(): Promise<string> {
  return (await serviceAccountGrant()).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the JSON body's shape
export function sendJson(url: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  return getJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
}
