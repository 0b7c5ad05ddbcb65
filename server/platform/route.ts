import type { Hono, MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import type { Endpoint, RequestKind, RequestSchema, SchemaOf } from '../../shared/contract/endpoint';
import * as requestSchemas from '../../shared/contract/requests/schemas';
import { ok } from './envelope';
import type { MessageKey } from './messages';
import type { AppContext, AppEnv } from './route-context';
import { parseInput, readJsonObject } from './validation';

/** A success answer with its own message (the default is "success"). */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly message: MessageKey,
  ) {}
}
export const reply = <T>(data: T, message: MessageKey) => new Reply(data, message);

/** The checked request a handler gets: the schema's parsed value, or nothing. */
type Input<Request extends RequestKind> = Request extends null | 'multipart' ? undefined : z.output<SchemaOf<Request>>;

/** A route's own work: its answer must be the endpoint's response type (or one in a Reply). */
export type RouteHandler<Request extends RequestKind, Response> = (c: AppContext, input: Input<Request>) => Promise<Response | Reply<Response>>;

/**
 * Registers the handler of an endpoint of the contract at its method and full path, after `middleware`
 * (the session, a limit). The request is checked with the endpoint's schema: the query of a GET, the
 * JSON object body of a POST (an empty body reads as `{}`); the first problem answers code 10001 with a
 * translated message. A multipart endpoint's handler reads its form itself. Failures are thrown:
 * the app's onError answers an AppError as its envelope (HTTP 200) and anything else as 50000 (500).
 */
export function route<Request extends RequestKind, Response>(
  app: Hono<AppEnv>,
  endpoint: Endpoint<Request, Response>,
  ...handlers: [...MiddlewareHandler<AppEnv>[], RouteHandler<Request, Response>]
): void {
  const middleware = handlers.slice(0, -1) as MiddlewareHandler<AppEnv>[];
  const handler = handlers[handlers.length - 1] as RouteHandler<Request, Response>;
  const name: RequestKind = endpoint.request;
  const schema: RequestSchema | null = name === null || name === 'multipart' ? null : requestSchemas[name];
  const answer = async (c: AppContext) => {
    const input = (schema === null ? undefined : parseInput(schema, endpoint.method === 'GET' ? c.req.query() : await readJsonObject(c))) as Input<Request>;
    const result = await handler(c, input);
    return result instanceof Reply ? ok(c, result.data, result.message) : ok(c, result);
  };
  app.on(endpoint.method, [endpoint.path], ...middleware, answer);
}
