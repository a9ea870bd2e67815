export type Parsed<T> = { ok: true; value: T } | { ok: false; detail: string };

function integerParam(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): Parsed<number> {
  const raw = params.get(name);
  if (raw === null) return { ok: true, value: fallback };
  const value = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `between ${min} and ${max}`;
    return { ok: false, detail: `Query parameter '${name}' must be an integer ${range} (got '${raw}')` };
  }
  return { ok: true, value };
}

/** limit 1–100 (default 50), offset ≥ 0 (default 0), as `GET /sessions` and `GET /users` take them. */
export function parsePageQuery(params: URLSearchParams): Parsed<{ limit: number; offset: number }> {
  const limit = integerParam(params, 'limit', 50, 1, 100);
  if (!limit.ok) return limit;
  const offset = integerParam(params, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  if (!offset.ok) return offset;
  return { ok: true, value: { limit: limit.value, offset: offset.value } };
}

/** `user_id`, required (`GET /sessions`, `/users/me`, `/users/me/preferences`). */
export function parseUserIdQuery(params: URLSearchParams): Parsed<string> {
  const userId = params.get('user_id')?.trim() ?? '';
  if (userId === '') return { ok: false, detail: "Query parameter 'user_id' is required (e.g. ?user_id=koen)" };
  return { ok: true, value: userId };
}

/** `GET /sessions` query: user_id required, then the page. */
export function parseListQuery(params: URLSearchParams): Parsed<{ userId: string; limit: number; offset: number }> {
  const userId = parseUserIdQuery(params);
  if (!userId.ok) return userId;
  const page = parsePageQuery(params);
  if (!page.ok) return page;
  return { ok: true, value: { userId: userId.value, ...page.value } };
}

const truthy = ['true', '1', 'yes', 'on'];
const falsy = ['false', '0', 'no', 'off'];

/** `include_tools`: a boolean spelled as FastAPI accepts it (default false). */
export function parseIncludeTools(params: URLSearchParams): Parsed<boolean> {
  const raw = params.get('include_tools');
  if (raw === null) return { ok: true, value: false };
  const word = raw.trim().toLowerCase();
  if (truthy.includes(word)) return { ok: true, value: true };
  if (falsy.includes(word)) return { ok: true, value: false };
  return { ok: false, detail: `Query parameter 'include_tools' must be true or false (got '${raw}')` };
}
