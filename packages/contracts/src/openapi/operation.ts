import type { z } from 'zod';
import { MessageResponseSchema } from '../common';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an operation: anyone; anyone, with more shown to a signed-in caller (a draft to its organizer); a
 * signed-in user; a signed-in user with the partner role (organizers); a signed-in user with the admin role.
 */
export type Access = 'public' | 'public-or-signed-in' | 'signed-in' | 'partner' | 'admin';

/** A success answer: a JSON body of this schema, a server-sent event stream, or a text of a media type (an iCalendar feed). */
export type SuccessResponse =
  { description: string; schema: z.ZodType } | { description: string; eventStream: true } | { description: string; text: string };

/**
 * One route of the API as its router mounts it (decision 131): the contract's schemas for what it takes and answers.
 * The OpenAPI document is built from these, and a test compares them with the routes the services' routers have.
 */
export interface ApiOperation {
  /** Stable name in the document (`operationId`), e.g. `listTournaments`. */
  id: string;
  method: HttpMethod;
  /** The path as the Koa router has it, parameters as `:name`: `/api/tournaments/:id`. */
  path: string;
  /** Groups operations in the document and on the docs page. */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** An older form kept for older clients. */
  deprecated?: boolean;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Optional request headers the route reads, with what they are for. */
  headers?: Record<string, string>;
  /** Success answers by status; every error answers ErrorBody. */
  responses: Partial<Record<200 | 201, SuccessResponse>>;
  /**
   * A public read validated by its ETag (decision 157): the 200 carries `ETag` and `Cache-Control: no-cache`, and the
   * same request with `If-None-Match` naming the current copy answers 304 without a body.
   */
  conditional?: true;
  /**
   * Operations its success answer leads to (OpenAPI links): their parameters (and body) taken from this answer by
   * runtime expressions such as `$response.body#/tournament/id`. Fuzzers follow them to reach real resources.
   */
  links?: ApiLink[];
}

export interface ApiLink {
  operationId: string;
  parameters?: Record<string, string>;
  requestBody?: Record<string, string>;
}

/** Links from an answer carrying a resource's id at `pointer` to operations taking it as their `:id`. */
export const linksById = (pointer: string, ...operationIds: string[]): ApiLink[] =>
  operationIds.map((operationId) => ({ operationId, parameters: { id: `$response.body#${pointer}` } }));

/** `/api/tournaments/:id/matches/:matchId` → `/api/tournaments/{id}/matches/{matchId}`. */
export function openApiPath(koaPath: string): string {
  return koaPath.replace(/:(\w+)/g, '{$1}');
}

/** The names of a Koa path's parameters, in order. */
export function pathParameters(koaPath: string): string[] {
  return [...koaPath.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

export const json = (description: string, schema: z.ZodType): SuccessResponse => ({ description, schema });

/** An answer that carries only a message (`{ message, code, params? }`). */
export const messageOnly = (description: string): SuccessResponse => json(description, MessageResponseSchema);
