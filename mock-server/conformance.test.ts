import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance, type ConformanceOptions } from '../src/conformance/engine';
import type { ConformanceReport } from '../src/conformance/report';
import { NodeSocket } from './node-socket';
import { createMockServer, type MockServer } from './server';

let server: MockServer;
let older: MockServer;
beforeAll(async () => {
  [server, older] = await Promise.all([
    createMockServer({ port: 0, delay: 0, seed: false }),
    createMockServer({ port: 0, delay: 0, seed: false, contract: '2.4.1' }),
  ]);
});
afterAll(() => Promise.all([server.close(), older.close()]));

const check = (options: Omit<ConformanceOptions, 'createSocket'>) =>
  runConformance({ createSocket: (url) => new NodeSocket(url), turnTimeoutMs: 5000, ...options });
const failed = (report: ConformanceReport) =>
  report.rules.filter((rule) => rule.status === 'fail').map((rule) => rule.id);
const ruleOf = (report: ConformanceReport, id: string) => report.rules.find((rule) => rule.id === id)!;

/**
 * The one rule the mock breaks on purpose: as AGORA's server does, a run whose approval was rejected ends with its
 * message still open (mock-server/README.md, "How it behaves"). The report says so, with that RUN_FINISHED.
 */
const agoraRoughEdge = 'stream.run-finished-open';

describe('a conformance run against the mock', () => {
  it('agora-2.5.1: every rule passes but the rough edge AGORA has, which is reported with its frame', async () => {
    const report = await check({ profile: 'agora-2.5.1', url: server.wsUrl });
    expect(failed(report)).toEqual([agoraRoughEdge]);
    expect(ruleOf(report, agoraRoughEdge).evidence[0]).toMatchObject({ type: 'RUN_FINISHED', seq: expect.any(Number) });
    expect(report.summary.notExercised).toBe(0);
    expect(report.turns.map((turn) => turn.outcome)).toEqual(Array(6).fill('finished'));
    expect(report.turns.find((turn) => turn.id === 'reconnect')?.reconnectMs).toBeGreaterThanOrEqual(0);
  });

  it('agora-2.4.1, agui-sse and hai-1.1: the same, without the routes those servers lack', async () => {
    const v24 = await check({ profile: 'agora-2.4.1', url: older.wsUrl });
    expect(failed(v24)).toEqual([agoraRoughEdge]);
    expect(v24.rules.some((rule) => rule.id === 'users-routes')).toBe(false);
    const sse = await check({ profile: 'agui-sse', url: `${server.url}/agui` });
    expect(failed(sse)).toEqual([]);
    expect(ruleOf(sse, 'approvals').status).toBe('not-exercised');
    const v11 = await check({ profile: 'hai-1.1', url: server.wsUrl.replace(/\/ws$/, '/v1/ws') });
    expect(failed(v11)).toEqual([]);
  });
});

describe('each fault of the mock fails its rule, with the frame as evidence', () => {
  const faulty = (query: string) =>
    check({ profile: 'agora-2.5.1', url: `${server.wsUrl}?${query}`, turnTimeoutMs: 1500 });

  it('a failing patch: stream.patch-failed', async () => {
    const report = await faulty('badDelta=1');
    const rule = ruleOf(report, 'stream.patch-failed');
    expect(rule.status).toBe('fail');
    expect(rule.evidence[0]).toMatchObject({ type: 'STATE_DELTA', about: expect.stringContaining('does not exist') });
  });

  it('a duplicated start: the start rules', async () => {
    const report = await faulty('duplicate=1');
    expect(failed(report).filter((id) => id !== agoraRoughEdge).length).toBeGreaterThan(0);
    const started = report.rules.filter((rule) => rule.status === 'fail' && rule.evidence[0]?.type === 'RUN_STARTED');
    expect(started.length).toBeGreaterThan(0);
  });

  it('a run that never ends: runs-end, with its last frame', async () => {
    const report = await faulty('hang=first');
    const rule = ruleOf(report, 'runs-end');
    expect(rule.status).toBe('fail');
    expect(rule.evidence).toEqual([expect.objectContaining({ type: 'TEXT_MESSAGE_CONTENT', about: 'turn plain' })]);
    expect(report.turns.slice(1).map((turn) => turn.outcome)).toEqual(Array(5).fill('finished'));
  });

  it('dropped frames (the socket closed mid-run): runs-end', async () => {
    const report = await faulty('dropAfter=3');
    expect(ruleOf(report, 'runs-end').status).toBe('fail');
    expect(ruleOf(report, 'runs-end').evidence[0]?.seq).toEqual(expect.any(Number));
  });

  it('a server that never takes the connection: connects fails at once, and no turn waits out its time', async () => {
    const report = await check({ profile: 'agora-2.5.1', url: 'ws://127.0.0.1:1/ws', turnTimeoutMs: 500 });
    expect(ruleOf(report, 'connects')).toMatchObject({ status: 'fail', detail: expect.stringMatching(/after 500 ms/) });
    expect(report.turns).toEqual([]);
    expect(ruleOf(report, 'runs-end').status).toBe('not-exercised');
  });
});
