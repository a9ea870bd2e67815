import { mapValues } from '../lib/persistent/persistent-map';
import { fieldOf, stringField } from '../lib/record';
import { logEntries } from '../model/event-log';
import type { SessionState } from '../model/session-state';
import { Session } from '../session/session';
import type { SessionDeps } from '../session/session-deps';
import { createHaiV1Transport } from '../transport/hai-v1-transport';
import { createSocketClient } from '../transport/socket-client';
import { createSseTransport } from '../transport/sse-transport';
import type { CreateTransport } from '../transport/transport';
import { NullFields } from './null-fields';
import { playTurn, until } from './play';
import { profiles, restBaseOf, shownUrl, type ProfileName } from './profiles';
import { excerpt, type ConformanceReport, type Evidence, type RuleResult, type TurnResult } from './report';
import { forgiven, streamVerdicts, validFrames } from './rules';
import { defaultScript, type ConformanceScript } from './script';

export interface ConformanceOptions {
  profile: ProfileName;
  /** The socket's URL (`ws://…/ws`, `/v1/ws`) or the AG-UI agent's (`http://…/agui`). */
  url: string;
  script?: ConformanceScript;
  /** A socket in the runtime at hand (Node: `ws`); the browser's WebSocket when absent. */
  createSocket?: SessionDeps['createSocket'];
  fetch?: typeof fetch;
  now?: () => number;
  /** How long one turn may take before its run counts as never ending (default 20 s). */
  turnTimeoutMs?: number;
  /** AGORA gateway's key (never in the report). */
  apiKey?: string;
  threadId?: string;
}

const transports: Record<string, CreateTransport> = {
  'agora-ws': createSocketClient,
  'agui-sse': createSseTransport,
  'hai-v1': createHaiV1Transport,
};

const rule = (id: string, title: string, status: RuleResult['status'], evidence: Evidence[] = [], detail?: string) =>
  detail === undefined ? { id, title, status, evidence } : { id, title, status, evidence, detail };

/** A REST call as the app makes it: the answer's text kept whole, so a cut body shows as what it was. */
async function restCall(doFetch: typeof fetch, url: string, apiKey: string | undefined) {
  // REST URLs carry no key (it goes as a header), so the request is shown as it was made.
  const request = `GET ${url}`;
  try {
    const response = await doFetch(url, { headers: apiKey ? { 'X-API-Key': apiKey } : {} });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { request, status: response.status, text, parsed: false as const };
    }
    return { request, status: response.status, text, parsed: true as const, body };
  } catch (error) {
    return { request, status: 0, text: String(error), parsed: false as const };
  }
}

type RestAnswer = Awaited<ReturnType<typeof restCall>>;
const restEvidence = (answer: RestAnswer): Evidence => ({ request: answer.request, excerpt: excerpt(answer.text) });

/** A turn's last frame from the server: where it went quiet, or was cut. */
function lastFrame(state: SessionState, turn: TurnResult): Evidence {
  const entries = logEntries(state.eventLog).filter(
    (entry) => entry.seq >= turn.fromSeq && entry.seq < turn.toSeq && entry.direction === 'in',
  );
  const last = entries.at(-1);
  return last
    ? { seq: last.seq, type: last.type, about: `turn ${turn.id}`, excerpt: excerpt(last.payload) }
    : { about: `turn ${turn.id}`, excerpt: 'no frame' };
}

function turnRules(
  state: SessionState,
  turns: readonly TurnResult[],
  script: ConformanceScript,
  sse: boolean,
): RuleResult[] {
  /** A verdict over the played turns of `list` (none played: not exercised), with the failing ones' last frames. */
  const verdict = (id: string, title: string, list: readonly { id: string }[], good: (turn: TurnResult) => boolean) => {
    const played = turns.filter((turn) => list.some((planned) => planned.id === turn.id));
    const bad = played.filter((turn) => !good(turn));
    const status = played.length === 0 ? 'not-exercised' : bad.length ? 'fail' : 'pass';
    return rule(
      id,
      title,
      status,
      bad.map((turn) => lastFrame(state, turn)),
    );
  };
  const finished = (turn: TurnResult) => turn.outcome === 'finished';
  const all = script.turns;
  return [
    verdict('runs-answer', 'Every message gets an answer (events)', all, (turn) => turn.firstEventMs !== undefined),
    verdict(
      'runs-end',
      'Every run ends (RUN_FINISHED or RUN_ERROR) in time',
      all,
      (turn) => turn.outcome !== 'timeout' && turn.outcome !== 'cut',
    ),
    verdict(
      'approvals',
      'An approval asked is answered and the run goes on',
      sse ? [] : all.filter((turn) => turn.approvals?.length),
      finished,
    ),
    verdict(
      'new-message',
      'A new message during a run is answered',
      all.filter((turn) => turn.interruptWith),
      finished,
    ),
    verdict(
      'reconnect',
      'A connection dropped mid-answer comes back',
      all.filter((turn) => turn.reconnect),
      (turn) => turn.reconnectMs !== undefined,
    ),
  ];
}

/** What the run said last in each finished answer: the texts its history must hold. */
const streamedAnswers = (state: SessionState) =>
  [...mapValues(state.messages)]
    .filter((message) => message.role === 'assistant' && message.status === 'complete' && !message.restored)
    .map((message) => message.text.trim())
    .filter((text) => text !== '');

async function restRules(
  options: ConformanceOptions,
  state: SessionState,
  userId: string,
  people: RestAnswer | undefined,
): Promise<RuleResult[]> {
  const profile = profiles[options.profile];
  const doFetch = options.fetch ?? fetch;
  const base = restBaseOf(options.url);
  const { threadId } = state;
  const list = await restCall(doFetch, `${base}/sessions?user_id=${encodeURIComponent(userId)}`, options.apiKey);
  const history = await restCall(doFetch, `${base}/sessions/${threadId}/history?include_tools=true`, options.apiKey);
  const users =
    profile.users && people
      ? [
          people,
          await restCall(doFetch, `${base}/users/me/preferences?user_id=${encodeURIComponent(userId)}`, options.apiKey),
        ]
      : [];
  const answers = [list, history, ...users];
  const cut = answers.filter((answer) => !answer.parsed);
  const sessions = list.parsed ? fieldOf(list.body, 'sessions') : undefined;
  const listed = Array.isArray(sessions) && sessions.some((entry) => stringField(entry, 'sessionId') === threadId);
  const entries = history.parsed ? fieldOf(history.body, 'history') : undefined;
  const kept = new Set(
    (Array.isArray(entries) ? entries : [])
      .filter((entry) => stringField(entry, 'role') === 'assistant')
      .map((entry) => (stringField(entry, 'content') ?? '').trim()),
  );
  const missing = streamedAnswers(state).filter((text) => !kept.has(text));
  const rules = [
    rule('rest-bodies', 'Every REST answer is whole JSON', cut.length ? 'fail' : 'pass', cut.map(restEvidence)),
    rule('rest-list', 'The session list has the thread', listed ? 'pass' : 'fail', listed ? [] : [restEvidence(list)]),
    rule(
      'history-matches',
      'The history holds every answer as it was streamed',
      !history.parsed ? 'fail' : missing.length ? 'fail' : 'pass',
      history.parsed
        ? missing.slice(0, 5).map((text) => ({ request: history.request, excerpt: excerpt(text) }))
        : [restEvidence(history)],
      missing.length ? `${missing.length} streamed answer(s) not in the history` : undefined,
    ),
  ];
  if (profile.users) {
    const preferences = users[1];
    const listedUsers = people?.parsed ? fieldOf(people.body, 'users') : undefined;
    const fine = Array.isArray(listedUsers) && preferences?.parsed === true && preferences.status === 200;
    rules.push(
      rule(
        'users-routes',
        'Users and preferences answer (v2.5.1)',
        fine ? 'pass' : 'fail',
        fine ? [] : users.map(restEvidence),
      ),
    );
  }
  return rules;
}

/** A v2.5.1 server's users, asked once: who the check runs as, and the users route's verdict. */
const askUsers = (options: ConformanceOptions) =>
  profiles[options.profile].users
    ? restCall(options.fetch ?? fetch, `${restBaseOf(options.url)}/users`, options.apiKey)
    : undefined;

/** The first user a v2.5.1 server lists (its ids are UUIDs), else the persona `koen`. */
function userFor(people: RestAnswer | undefined): string {
  const listed = people?.parsed ? fieldOf(people.body, 'users') : undefined;
  const first: unknown = Array.isArray(listed) ? listed[0] : undefined;
  return stringField(first, 'id') ?? 'koen';
}

/** The session a check drives: the profile's transport (watched for nulls), its own thread, quick reconnects. */
function checkSession(
  options: ConformanceOptions,
  threadId: string,
  userId: string,
  nulls: NullFields,
  now: () => number,
) {
  const profile = profiles[options.profile];
  let ids = 0;
  const transportUrl =
    profile.gateway && options.apiKey
      ? `${options.url}${options.url.includes('?') ? '&' : '?'}token=${encodeURIComponent(options.apiKey)}`
      : options.url;
  return new Session({
    threadId,
    userId,
    transportUrl,
    transport: profile.transport,
    createTransport: (transportOptions) =>
      nulls.watch(
        transports[profile.transport]!({ ...transportOptions, ...(options.fetch && { fetch: options.fetch }) }),
      ),
    createSocket: options.createSocket,
    newId: () => `${threadId}-${++ids}`,
    now,
    backoff: { baseMs: 50, capMs: 500 },
  });
}

/**
 * Runs a conformance script against a server in a fresh thread, through the client's own session, transports,
 * validation and stream rules, and reports every rule with its evidence, the timings and what was forgiven.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const profile = profiles[options.profile];
  const script = options.script ?? defaultScript;
  const threadId = options.threadId ?? `conformance-${started.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const people = await askUsers(options);
  const userId = userFor(people);
  const nulls = new NullFields();
  const session = checkSession(options, threadId, userId, nulls, now);
  const stop = session.start();
  const timeoutMs = options.turnTimeoutMs ?? 20_000;
  const turns: TurnResult[] = [];
  // A server that never takes the connection gets no turns: each would only wait out its time.
  const connected = await until(session, (state) => state.connection === 'open', timeoutMs);
  try {
    for (const turn of connected ? script.turns : []) turns.push(await playTurn(session, turn, { now, timeoutMs }));
  } finally {
    stop();
  }
  const state = session.state();
  const rules = [
    rule(
      'connects',
      'The server takes the connection',
      connected ? 'pass' : 'fail',
      [],
      connected ? undefined : `still ${state.connection} after ${timeoutMs} ms`,
    ),
    ...turnRules(state, turns, script, profile.transport === 'agui-sse'),
    validFrames(state),
    ...streamVerdicts(state),
    ...(profile.rest ? await restRules(options, state, userId, people) : []),
  ];
  const count = (status: RuleResult['status']) => rules.filter((result) => result.status === status).length;
  return {
    tool: 'hai-conformance',
    version: 1,
    profile: options.profile,
    url: shownUrl(options.url),
    threadId,
    startedAt: new Date(started).toISOString(),
    durationMs: now() - started,
    turns,
    rules,
    forgiven: [
      ...forgiven(state),
      ...[...nulls.byType].map(([type, count]) => ({ what: `null in optional fields of ${type}`, count, seqs: [] })),
    ],
    summary: { pass: count('pass'), fail: count('fail'), notExercised: count('not-exercised') },
  };
}
