import type { z } from 'zod';
import { originOf } from './api-key';
import { retryReads } from './read-retry';
import { readBody } from './response-body';
import type { RestFailure } from './rest-failures';

/**
 * `cut`: the answer arrived empty or cut short on the way (AGORA's gateway does this): the server may have acted.
 * `redirect`: the server sent the request elsewhere, which is refused (a key would go along, or another server's
 * data would be used as this one's).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid' | 'cut' | 'redirect';

/**
 * A REST failure the UI can explain: no connection, an answer cut short, an HTTP error with the server's
 * detail, or a body off-contract.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function detailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return undefined;
  const { detail } = body;
  if (typeof detail === 'string') return detail;
  return detail === undefined ? undefined : JSON.stringify(detail);
}

/** The server does not have it (404). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && error.status === 404;

/** The answer was cut short on the way: the server was reached, and may have done what was asked. */
export const isCut = (error: unknown) => error instanceof ApiError && error.kind === 'cut';

/** The server could not be reached (or did not answer in time): a copy, if there is one, stands in. */
export const isUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

export const defaultTimeoutMs = 10_000;

/** A signal that aborts with the caller's, or by itself after `ms`; `timedOut` tells which. */
function withTimeout(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const abort = () => controller.abort();
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  outer?.addEventListener('abort', abort, { once: true });
  if (outer?.aborted) abort();
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}

/**
 * A redirect not followed (a keyed request), or followed to another origin: its answer is not this server's, and
 * is not used.
 */
function refuseRedirect(url: string, response: Response): void {
  if (response.type === 'opaqueredirect')
    throw new ApiError('redirect', 'Redirect not followed: the request has the key');
  if (response.redirected && originOf(response.url) !== originOf(url))
    throw new ApiError('redirect', `Redirected to ${originOf(response.url)}: refused`);
}

/** JSON in, the key's header if any; a browser follows a redirect with the key in it, so a keyed request follows none. */
const initOf = (keyed: Record<string, string>, json: unknown): RequestInit => ({
  headers: {
    Accept: 'application/json',
    ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...keyed,
  },
  ...(Object.keys(keyed).length > 0 && { redirect: 'manual' as const }),
  ...(json === undefined ? {} : { body: JSON.stringify(json) }),
});

/** AGORA's gateway: its key on every request, and what a 401 (no key, or a wrong one) does. */
export interface HttpAccess {
  /** The key's header for a request to this URL (none for an origin the key is not for). */
  headers: (url: string) => Record<string, string>;
  onUnauthorized: () => void;
  /** Every failure's technical cause, for the event inspector (user-facing texts come from the catalog). */
  onFailure?: (failure: RestFailure) => void;
}

type Method = 'GET' | 'DELETE' | 'PUT' | 'POST';

/** Passes a failure on, once `onFailure` has its technical cause (the path without its query, which may name a user). */
const reporting =
  (access: HttpAccess | undefined, method: Method, path: string) =>
  (error: unknown): never => {
    if (error instanceof ApiError) {
      const { kind, status, message: cause } = error;
      access?.onFailure?.({ request: `${method} ${path.split('?')[0]}`, kind, status, cause });
    }
    throw error;
  };

/**
 * The one fetch wrapper: JSON in, schema-checked JSON out, every failure an ApiError. A server
 * that never answers is a failure too, after `timeoutMs`, so no view waits forever.
 */
export function createHttp(
  baseUrl: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  timeoutMs = defaultTimeoutMs,
  access?: HttpAccess,
) {
  const root = baseUrl.replace(/\/+$/, '');

  // Reads are asked again when their answer was cut short; a write is not, its caller reads back what it did.
  const request = <T>(method: Method, path: string, schema: z.ZodType<T>, outer?: AbortSignal, json?: unknown) =>
    (method === 'GET'
      ? retryReads(() => attempt(method, path, schema, outer, json), isCut, outer)
      : attempt(method, path, schema, outer, json)
    ).catch(reporting(access, method, path));

  async function attempt<T>(method: Method, path: string, schema: z.ZodType<T>, outer?: AbortSignal, json?: unknown) {
    const deadline = withTimeout(timeoutMs, outer);
    const url = `${root}${path}`;
    let response: Response;
    let body: Awaited<ReturnType<typeof readBody>>;
    try {
      response = await fetchImpl(url, { method, signal: deadline.signal, ...initOf(access?.headers(url) ?? {}, json) });
      refuseRedirect(url, response);
      body = await readBody(response);
      if (deadline.timedOut()) throw new Error('timed out while reading the body');
    } catch (error) {
      if (deadline.timedOut()) throw new ApiError('timeout', `No answer from the server within ${timeoutMs / 1000} s`);
      if ((error as Error).name === 'AbortError' || error instanceof ApiError) throw error;
      throw new ApiError('network', `Server unreachable: ${(error as Error).message}`);
    } finally {
      deadline.done();
    }
    if (response.status === 401) access?.onUnauthorized();
    const value = body.kind === 'json' ? body.value : undefined;
    if (!response.ok) throw new ApiError('http', detailOf(value) ?? `HTTP ${response.status}`, response.status);
    if (body.kind === 'cut') throw new ApiError('cut', `Answer from ${path} cut short: ${body.why}`);
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new ApiError(
        'invalid',
        `Unexpected response from ${path}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
      );
    return parsed.data;
  }

  return {
    get: <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal) => request('GET', path, schema, signal),
    delete: <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal) => request('DELETE', path, schema, signal),
    put: <T>(path: string, body: unknown, schema: z.ZodType<T>, signal?: AbortSignal) =>
      request('PUT', path, schema, signal, body),
    post: <T>(path: string, body: unknown, schema: z.ZodType<T>, signal?: AbortSignal) =>
      request('POST', path, schema, signal, body),
  };
}

export type Http = ReturnType<typeof createHttp>;
