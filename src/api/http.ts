import type { z } from 'zod';

export type ApiErrorKind = 'network' | 'http' | 'invalid';

/** A REST failure the UI can explain: no connection, an HTTP error with the server's detail, or a body off-contract. */
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
  if (typeof body !== 'object' || body === null) return undefined;
  const detail = (body as { detail?: unknown }).detail;
  if (typeof detail === 'string') return detail;
  return detail === undefined ? undefined : JSON.stringify(detail);
}

/** The one fetch wrapper: JSON in, schema-checked JSON out, every failure an ApiError. */
export function createHttp(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const root = baseUrl.replace(/\/+$/, '');

  async function request<T>(method: 'GET' | 'DELETE', path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${root}${path}`, { method, signal, headers: { Accept: 'application/json' } });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError('network', `Server unreachable: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new ApiError('http', detailOf(body) ?? `HTTP ${response.status}`, response.status);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError('invalid', `Unexpected response from ${path}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
  }

  return {
    get: <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal) => request('GET', path, schema, signal),
    delete: <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal) => request('DELETE', path, schema, signal),
  };
}

export type Http = ReturnType<typeof createHttp>;
