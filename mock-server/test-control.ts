import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { CutBodies } from './cut-bodies';
import { isObject, parseJsonBody, readBody } from './http-body';
import { sendJson } from './rest';

type RestFailure = { status: number } | { hang: true } | null;
interface FaultControl {
  restFailure?: RestFailure;
  restart?: { downForMs: number };
  /** The share (0–1) of REST answers cut on the way from now on, and the seed that picks which. */
  cutBodies?: { share: number; seed: number };
}

type Parsed = { ok: true; value: FaultControl } | { ok: false; detail: string };

function parseFaultControl(body: unknown): Parsed {
  if (!isObject(body)) return { ok: false, detail: 'Body must be a JSON object' };
  const value: FaultControl = {};
  const { restFailure, restart, cutBodies, seed } = body;
  if (restFailure === null) value.restFailure = null;
  else if (isObject(restFailure) && restFailure.hang === true) value.restFailure = { hang: true };
  else if (
    isObject(restFailure) &&
    Number.isInteger(restFailure.status) &&
    Number(restFailure.status) >= 400 &&
    Number(restFailure.status) <= 599
  )
    value.restFailure = { status: Number(restFailure.status) };
  else if (restFailure !== undefined)
    return { ok: false, detail: 'restFailure must be {status: 400-599}, {hang: true} or null' };
  if (
    isObject(restart) &&
    typeof restart.downForMs === 'number' &&
    restart.downForMs >= 0 &&
    restart.downForMs <= 60_000
  )
    value.restart = { downForMs: restart.downForMs };
  else if (restart !== undefined) return { ok: false, detail: 'restart must be {downForMs: 0-60000}' };
  const share = cutBodies === null ? 0 : cutBodies;
  if (typeof share === 'number' && share >= 0 && share <= 1 && (seed === undefined || Number.isInteger(seed)))
    value.cutBodies = { share, seed: seed === undefined ? 1 : Number(seed) };
  else if (cutBodies !== undefined || seed !== undefined)
    return { ok: false, detail: 'cutBodies must be a share 0-1 (0 or null: none), with an integer seed' };
  return { ok: true, value };
}

/**
 * `POST /__test__/faults` in front of the REST handler: injected REST failures (a status, or no answer
 * until cleared) for every route but `/health` and `/__test__/*`, a real restart of the listener, and the share of
 * answers cut on the way (`cutBodies`, `seed`).
 */
export function withFaultControl(
  rest: RequestListener,
  restart: (downForMs: number) => void,
  cuts?: CutBodies,
): RequestListener {
  let failure: RestFailure = null;
  let hung: [IncomingMessage, ServerResponse][] = [];

  const control = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return sendJson(res, 405, { detail: 'Method Not Allowed' }, { Allow: 'POST' });
    const parsed = parseFaultControl(parseJsonBody(await readBody(req)));
    if (!parsed.ok) return sendJson(res, 422, { detail: parsed.detail });
    const { restFailure, restart: restartPlan, cutBodies } = parsed.value;
    if (cutBodies) cuts?.set(cutBodies.share, cutBodies.seed);
    if (restFailure !== undefined) {
      failure = restFailure;
      const released = hung;
      hung = [];
      for (const [waitingReq, waitingRes] of released) if (!waitingRes.destroyed) rest(waitingReq, waitingRes);
    }
    sendJson(res, restartPlan ? 202 : 200, {
      restFailure: failure,
      restart: restartPlan ?? null,
      ...(cuts && { cutBodies: cuts.share, seed: cuts.seed }),
    });
    if (restartPlan) res.once('finish', () => setTimeout(() => restart(restartPlan.downForMs), 20));
  };

  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://mock').pathname;
    if (path === '/__test__/faults') return void control(req, res).catch(() => res.destroy());
    if (!failure || path === '/health' || path.startsWith('/__test__/') || req.method === 'OPTIONS')
      return rest(req, res);
    if ('status' in failure) return sendJson(res, failure.status, { detail: 'Injected failure' });
    hung.push([req, res]);
  };
}
