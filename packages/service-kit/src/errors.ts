import { apiMessage, type ApiCode, type ApiParams, type ApiParamsOf } from '@padel/contracts';

export interface AppErrorOptions {
  /** Answered as `details` (e.g. a validation failure's issues). */
  details?: unknown;
  /**
   * The English text when it says more than the code's text: a validation failure naming its first issue, an
   * identity provider's reason. Clients that read `code` translate the code's text instead.
   */
  text?: string;
  /** Answered as the Retry-After header (a 429 of a limit: when its oldest counted attempt leaves the window). */
  retryAfterSeconds?: number;
}

/**
 * `[options]` with the `params` the code's text needs, else `[options?]` (`params` there only to pass on another
 * error's, e.g. a domain error's code and params). Distributes over a union of codes.
 */
export type AppErrorArguments<C extends ApiCode> = C extends ApiCode
  ? keyof ApiParamsOf<C> extends never
    ? [options?: AppErrorOptions & { params?: ApiParams | undefined }]
    : [options: AppErrorOptions & { params: ApiParamsOf<C> }]
  : never;

/**
 * An error whose message is safe to show to the caller, answered with `status` as `{ error, code, params? }`: `code`
 * is stable (api-codes.ts in contracts) and `error` its English text, so both always agree.
 */
export class AppError<C extends ApiCode = ApiCode> extends Error {
  readonly code: C;
  readonly params?: ApiParams;
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(
    public readonly status: number,
    code: C,
    ...[options]: AppErrorArguments<C>
  ) {
    const params = options && 'params' in options ? (options.params as ApiParams) : undefined;
    super(options?.text ?? apiMessage(code, params));
    this.name = 'AppError';
    this.code = code;
    if (params) this.params = params;
    if (options?.details !== undefined) this.details = options.details;
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
