import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { isObject, parseJsonBody, readBody } from '../http-body';
import { sendJson } from '../rest';
import type { HostileMode, HostileRuns } from './hostile-mode';
import { hostileScenarios } from './registry';

type Choice = { ok: true; name: string | null; runs: HostileRuns } | { ok: false; detail: string };

/** `{"name": "<scenario>" | null, "runs"?: <count>}`: runs defaults to 1 (0 or absent name: none). */
function parseHostileChoice(body: unknown): Choice {
  if (!isObject(body)) return { ok: false, detail: 'Body must be a JSON object' };
  const { name, runs = 1 } = body;
  if (name !== null && typeof name !== 'string') return { ok: false, detail: 'name must be a scenario name or null' };
  if (runs !== 'every' && !(Number.isInteger(runs) && Number(runs) >= 0))
    return { ok: false, detail: 'runs must be a whole number >= 0 or "every"' };
  return { ok: true, name, runs: runs as HostileRuns };
}

const listing = () =>
  hostileScenarios.map(({ name, family, summary, placeholder }) => ({ name, family, summary, wired: !placeholder }));

async function control(req: IncomingMessage, res: ServerResponse, mode: HostileMode): Promise<void> {
  if (req.method === 'GET') return sendJson(res, 200, { ...mode.report, scenarios: listing() });
  if (req.method !== 'POST') return sendJson(res, 405, { detail: 'Method Not Allowed' }, { Allow: 'GET, POST' });
  const choice = parseHostileChoice(parseJsonBody(await readBody(req)));
  if (!choice.ok) return sendJson(res, 422, { detail: choice.detail });
  try {
    if (choice.name === null) mode.clear();
    else mode.choose(choice.name, choice.runs);
  } catch (error) {
    return sendJson(res, 422, { detail: error instanceof Error ? error.message : String(error) });
  }
  sendJson(res, 200, mode.report);
}

/** Lets `res` through, but sends the chosen scenario's body instead of a 200 answer it rewrites. */
function rewriting(res: ServerResponse, method: string, path: string, mode: HostileMode): ServerResponse {
  let status = 200;
  let headers: OutgoingHttpHeaders = {};
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    status = code;
    headers = { ...(rest.find((arg) => isObject(arg)) as OutgoingHttpHeaders | undefined) };
    return res;
  }) as typeof res.writeHead;
  res.end = ((chunk?: unknown) => {
    const body = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
    const changed = status === 200 ? mode.rewrite({ method, path, body }) : undefined;
    const kept = Object.entries(headers).filter(
      ([name]) => changed === undefined || name.toLowerCase() !== 'content-length',
    );
    writeHead(status, Object.fromEntries(kept));
    return end(changed ?? chunk);
  }) as typeof res.end;
  return res;
}

/**
 * In front of a backend's REST handler: `GET /__test__/hostile` (the scenario chosen and every name) and
 * `POST /__test__/hostile` (choose one) with `testHooks`, and the chosen scenario's rewritten REST answers.
 */
export function withHostile(rest: RequestListener, mode: HostileMode, testHooks: boolean): RequestListener {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://mock').pathname;
    if (testHooks && path === '/__test__/hostile') return void control(req, res, mode).catch(() => res.destroy());
    if (!mode.rewritesRest || path.startsWith('/__test__/') || req.method === 'OPTIONS') return rest(req, res);
    rest(req, rewriting(res, req.method ?? 'GET', path, mode));
  };
}
