import type { ApiParams } from '@padel/contracts';
import type { z } from 'zod';
import { NOT_AUTHENTICATED } from '../stores/auth';

/** The machine-readable part of an error answer (issue 11): its stable `code` and the values of its variable parts. */
export interface ApiErrorCode {
  code?: string;
  params?: ApiParams;
}

/**
 * A non-success answer of our API; `message` follows SPEC §8 (English), `code` (e.g. `PLAYER_NOT_FOUND`) and
 * `params` let the front ends show it in the reader's language.
 */
export class ApiError extends Error {
  readonly code?: string;
  readonly params?: ApiParams;

  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    { code, params }: ApiErrorCode = {},
  ) {
    super(message);
    this.name = 'ApiError';
    if (code !== undefined) this.code = code;
    if (params !== undefined) this.params = params;
  }
}

export type AuthMode = 'required' | 'optional' | 'none';

export interface ApiRequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Zod schema the response body must match; without one the parsed JSON is returned as `unknown`. */
  schema?: S;
  /** `optional` (default): bearer token when signed in; `required`: fail with `Not authenticated` without one. */
  auth?: AuthMode;
  /** Further request headers, e.g. `Idempotency-Key`; they cannot replace Accept, Content-Type, Authorization or X-Request-Id. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type ApiResult<S extends z.ZodType | undefined> = S extends z.ZodType ? z.infer<S> : unknown;

export type ApiRequest = <S extends z.ZodType | undefined = undefined>(
  path: string,
  options?: ApiRequestOptions<S>,
) => Promise<ApiResult<S>>;

export interface ApiClientOptions {
  /** e.g. `/api` or `http://localhost:8000/api`. */
  baseUrl: string;
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

const isParams = (value: unknown): value is ApiParams =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((param) => typeof param === 'string' || typeof param === 'number');

/**
 * The message of a failed response: the JSON `error` field when present (with the answer's `code`, `params` and
 * `details`), else `${status}: ${body or status text}`.
 */
export function errorMessageOf(
  status: number,
  statusText: string,
  bodyText: string,
): { message: string; details?: unknown } & ApiErrorCode {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { error?: unknown }).error === 'string') {
      const { error, details, code, params } = parsed as { error: string; details?: unknown; code?: unknown; params?: unknown };
      if (error.trim() !== '') {
        return {
          message: error,
          details,
          ...(typeof code === 'string' && code !== '' ? { code } : {}),
          ...(isParams(params) ? { params } : {}),
        };
      }
    }
  } catch {
    // Not JSON: fall through to the plain form.
  }
  return { message: `${status}: ${bodyText || statusText}` };
}

/**
 * A fresh random id for one call, sent as `X-Request-Id`: the gateway and the services keep it (it is well-formed for
 * them: a UUID v4), log it as `reqId` and put it on the events the call leads to, so one id finds the whole story.
 * From `getRandomValues`, which browsers offer on plain http too (unlike `randomUUID`).
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Builds the one typed request function every micro-frontend uses for `/api`. */
export function createApiClient({ baseUrl, getToken, fetch: fetchImpl }: ApiClientOptions): ApiRequest {
  return async function apiRequest<S extends z.ZodType | undefined = undefined>(
    path: string,
    { method = 'GET', body, schema, auth = 'optional', headers: extraHeaders, signal }: ApiRequestOptions<S> = {},
  ): Promise<ApiResult<S>> {
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json', 'X-Request-Id': newRequestId() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (auth !== 'none') {
      const token = await getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      else if (auth === 'required') throw new ApiError(401, NOT_AUTHENTICATED, undefined, { code: 'UNAUTHORIZED' });
    }

    const doFetch = fetchImpl ?? globalThis.fetch;
    const response = await doFetch(joinUrl(baseUrl, path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
    const text = await response.text();
    if (!response.ok) {
      const { message, details, code, params } = errorMessageOf(response.status, response.statusText, text);
      throw new ApiError(response.status, message, details, { code, params });
    }

    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError(response.status, `${response.status}: the server sent a response that is not JSON`);
    }
    if (!schema) return data as ApiResult<S>;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(response.status, 'The server sent an unexpected response', parsed.error.issues);
    }
    return parsed.data as ApiResult<S>;
  };
}
