import { describe, expect, it } from 'vitest';
import { isProfileName, restBaseOf, shownUrl } from './profiles';
import { excerpt, toMarkdown, type ConformanceReport } from './report';
import { defaultScript, readScript } from './script';

describe('conformance profiles', () => {
  it('derive the REST base from the socket or agent URL as the app does', () => {
    expect(restBaseOf('ws://127.0.0.1:8000/ws')).toBe('http://127.0.0.1:8000');
    expect(restBaseOf('wss://agora.example/ws?token=x')).toBe('https://agora.example');
    expect(restBaseOf('ws://h/v1/ws')).toBe('http://h');
    expect(restBaseOf('http://h:8000/agui/draft')).toBe('http://h:8000');
    expect(restBaseOf('https://h/prefix/ws')).toBe('https://h/prefix');
    expect(isProfileName('agora-2.5.1')).toBe(true);
    expect(isProfileName('toString')).toBe(false);
  });

  it('show a URL without its query, where a gateway key would be', () => {
    expect(shownUrl('wss://h/ws?token=geheim')).toBe('wss://h/ws');
  });
});

describe('conformance scripts', () => {
  it('are read from JSON as far as they are well formed, or say why not', () => {
    expect(readScript({ turns: [{ say: 'Hallo', approvals: [true, 'x'], reconnect: true }] })).toEqual({
      turns: [{ id: 'turn-1', say: 'Hallo', approvals: [true, false], reconnect: true }],
    });
    expect(readScript({ turns: [] })).toMatch(/at least one turn/);
    expect(readScript({ turns: [{ id: 'x' }] })).toMatch(/turn 1 has no "say"/);
    expect(readScript(JSON.parse(JSON.stringify(defaultScript)))).toEqual(defaultScript);
  });
});

describe('the report', () => {
  const report: ConformanceReport = {
    tool: 'hai-conformance',
    version: 1,
    profile: 'agora-2.5.1',
    url: 'ws://h/ws',
    threadId: 't',
    startedAt: '2026-11-29T10:00:00.000Z',
    durationMs: 1234,
    turns: [{ id: 'plain', firstEventMs: 5, firstTextMs: 9, runMs: 20, outcome: 'finished', fromSeq: 0, toSeq: 9 }],
    rules: [
      { id: 'frames-valid', title: 'Every frame | valid', status: 'pass', evidence: [] },
      {
        id: 'stream.patch-failed',
        title: 'Patch failed',
        status: 'fail',
        evidence: [{ seq: 7, type: 'STATE_DELTA', about: 'patch failed: no path', excerpt: '{"type":"STATE_DELTA"}' }],
      },
    ],
    forgiven: [{ what: 'RUN_FINISHED outcome as a bare string', count: 2, seqs: [3, 8] }],
    summary: { pass: 1, fail: 1, notExercised: 0 },
  };

  it('reads in Markdown for an issue tracker: verdicts with their frames, timings, what was forgiven', () => {
    const text = toMarkdown(report);
    expect(text).toContain('1 pass, 1 fail, 0 not exercised');
    expect(text).toContain('| Every frame \\| valid (`frames-valid`) | ✅ pass |');
    expect(text).toContain('#7 STATE_DELTA (patch failed: no path): `{"type":"STATE_DELTA"}`');
    expect(text).toContain('| plain | 5 ms | 9 ms | 20 ms | — | finished |');
    expect(text).toContain('- RUN_FINISHED outcome as a bare string: 2 (frames 3, 8)');
  });

  it('cuts what it quotes', () => {
    expect(excerpt('x'.repeat(500))).toHaveLength(301);
    expect(excerpt({ a: 1 })).toBe('{"a":1}');
  });
});
