/**
 * An area's router built from its route declarations: each handler is mounted at its
 * declaration's method and path, behind the access check the declaration names, so the
 * document can never say "admin" of a route that does not check. Inputs are still read in
 * the handler through server/http/request-input.ts (the one size-limited body reader and
 * the API's 400 shape), so the library validates nothing of its own.
 */
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import {
  optionalAuth,
  requireAdmin,
  requireAuth,
  type AuthVariables,
  type OptionalAuthVariables,
} from '#server/http/auth-middleware.ts';
import type { LoggerVariables } from '#server/http/request-logger.ts';
import type { AuthService } from '#server/services/accounts/index.ts';
import type { Access, ApiOperation } from './operation';

/** A declaration whose access level the compiler knows, so its handler sees the right `auth`. */
export type DeclaredRoute<A extends Access = Access> = ApiOperation & { access: A };

/** Keeps the declared access level as a literal type. */
export function declareRoute<const A extends Access>(route: DeclaredRoute<A>): DeclaredRoute<A> {
  return route;
}

type VariablesOf<A extends Access> = A extends 'signedIn' | 'admin'
  ? AuthVariables
  : A extends 'optionalSignIn'
    ? OptionalAuthVariables
    : object;
/** The request logger is mounted for the whole app; a handler may add to its line. */
type RouteHandler<A extends Access> = (
  c: Context<{ Variables: VariablesOf<A> & Partial<LoggerVariables> }>,
) => Response | Promise<Response>;

function accessCheck(access: Access, auth: AuthService | undefined, where: string): MiddlewareHandler[] {
  if (access === 'public') return [];
  if (!auth) throw new Error(`${where} is declared ${access} but its router has no auth service to check it with.`);
  if (access === 'optionalSignIn') return [optionalAuth(auth) as MiddlewareHandler];
  return [(access === 'admin' ? requireAdmin(auth) : requireAuth(auth)) as MiddlewareHandler];
}

/**
 * The router of the area mounted at `base` (`/api/orders`): `handle` takes a declaration
 * and its handler. A declaration outside the area is a programming error, refused at start.
 */
export function declaredRouter(base: string, auth?: AuthService) {
  const app = new OpenAPIHono();
  const router = {
    app,
    /** `after`: middleware that runs once the caller has passed the access check (a route's own body limit). */
    handle<A extends Access>(route: DeclaredRoute<A>, handler: RouteHandler<A>, after: MiddlewareHandler[] = []) {
      const where = `${route.method.toUpperCase()} ${route.path}`;
      if (route.path !== base && !route.path.startsWith(`${base}/`)) throw new Error(`${where} is not under ${base}.`);
      const config = createRoute({
        method: route.method,
        path: route.path.slice(base.length) || '/',
        middleware: [...accessCheck(route.access, auth, where), ...after],
        // The published document is generated from the declarations themselves (openapi/document.ts).
        responses: {},
      });
      // The handler's context is typed by its access level above; the library's own typing knows only the empty config.
      app.openapi(config, handler as never);
      return router;
    },
  };
  return router;
}
