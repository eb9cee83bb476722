import Router from '@koa/router';
import type Koa from 'koa';

/**
 * Every service's router (decision 181): paths match case-sensitively, so `/api/auth/SIGNUP` is no route of
 * `/api/auth/signup`. Trailing slashes and needless escapes, which the router would otherwise take (it decodes paths
 * and allows a trailing slash), are answered 404 by the service app before any router (`createServiceApp`); the
 * router's own `strict` is left off because it would turn a `'/'` route under a prefix into `prefix/`.
 */
export function createRouter<State = Koa.DefaultState>(prefix: string): Router<State> {
  return new Router<State>({ prefix, sensitive: true });
}
