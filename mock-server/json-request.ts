export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** For tests: one REST call, `json` sent as the body (with its content type), the answer parsed. */
export async function jsonRequest(
  url: string,
  init: { method?: string; json?: unknown; body?: string } = {},
): Promise<JsonAnswer> {
  const { method = 'GET', json, body } = init;
  const res = await fetch(url, {
    method,
    ...(json === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) }),
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers };
}
