import type * as z from 'zod/mini';
import type * as Schemas from './requests/schemas';

/**
 * One API endpoint, defined once for the app and the server: its method, its full path, what checks
 * its request and what its success answer's `data` is. The server registers each handler from its
 * definition (server/platform/route.ts) and the app calls it through it (platform/http/call.ts), so
 * neither side names a path of its own.
 *
 * `request` names the zod schema of the query (GET) or of the JSON object body (POST) in
 * ./requests/schemas: a name, checked by tsc, so the app's bundle carries no schema; null when the call
 * sends nothing the server reads; 'multipart' for the upload, whose form the server reads itself.
 * `message` is true when the app shows the success answer's `msg`.
 */
export type Method = 'GET' | 'POST';
export type RequestSchema = z.core.$ZodType;
/** The names of ./requests/schemas's exports that are schemas. */
export type RequestName = { [K in keyof typeof Schemas]: (typeof Schemas)[K] extends RequestSchema ? K : never }[keyof typeof Schemas];
export type RequestKind = RequestName | null | 'multipart';
/** The schema an endpoint's request names. */
export type SchemaOf<Request> = Request extends RequestName ? (typeof Schemas)[Request] : never;

export interface Endpoint<Request extends RequestKind = RequestKind, Response = unknown, Message extends boolean = boolean> {
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly request: Request;
  readonly message: Message;
  /** Type only, never set: the `data` of a success answer. */
  readonly response?: Response;
}

/** What the caller sends: the schema's parsed type (what the app builds), a form, or nothing. */
export type InputOf<E> =
  E extends Endpoint<infer Request, unknown, boolean> ? (Request extends RequestName ? z.output<SchemaOf<Request>> : Request extends 'multipart' ? FormData : void) : never;

/** The `data` of a success answer. */
export type ResponseOf<E> = E extends Endpoint<RequestKind, infer Response, boolean> ? Response : never;

/** What the app's call resolves to: the data, or the data and the server's `msg` when the screen shows it. */
export type ResultOf<E> = E extends Endpoint<RequestKind, infer Response, infer Message> ? (Message extends true ? { data: Response; msg: string } : Response) : never;

/** An endpoint before its answer's type is given: `get(path, schema).returns<Answer>()`. */
interface Draft<Request extends RequestKind> {
  returns<Response>(): Endpoint<Request, Response, false>;
  /** The screen shows the success answer's `msg` (spec §7 "reads msg"). */
  returnsWithMessage<Response>(): Endpoint<Request, Response, true>;
}

function draft<Request extends RequestKind>(method: Method, path: `/api/${string}`, request: Request): Draft<Request> {
  return {
    returns: () => ({ method, path, request, message: false }),
    returnsWithMessage: () => ({ method, path, request, message: true }),
  };
}

export const get = <Request extends RequestName | null = null>(path: `/api/${string}`, request: Request = null as Request) => draft('GET', path, request);
export const post = <Request extends RequestKind = null>(path: `/api/${string}`, request: Request = null as Request) => draft('POST', path, request);
