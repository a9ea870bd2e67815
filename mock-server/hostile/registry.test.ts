import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../../scenarios/script';
import { HostileMode } from './hostile-mode';
import { hostileNames, hostileScenario, hostileScenarios } from './registry';
import { HOSTILE_DEPTH, splice, survivedText } from './scenario';
import type { HostileFrame } from './scenario';

const owned = [
  ...['deep-state', 'deep-tool-args', 'deep-custom', 'deep-history', 'deep-session-list'],
  ...['script-injection', 'script-injection-run-error', 'script-injection-rest'],
  ...['prototype-pollution', 'prototype-pollution-rest'],
  ...['junk-binary', 'junk-not-json', 'junk-wrong-types', 'junk-unknown-type', 'huge-delta'],
  ...['bad-utf8-text', 'bad-utf8-binary', 'silence'],
  ...['huge-session-list', 'bad-list-entry', 'bad-history-entry'],
  ...['approval-63-params', 'approval-after-run', 'approval-unknown-call', 'approval-mid-typing'],
  ...['run-finished-without-start', 'delta-flood'],
];
const others = ['key-redirect'];

const turn = () => ({ threadId: 'thread-h', runId: 'run-h', ids: sequentialIds() });
/** Runs that never end by themselves: one goes silent, one breaks the connection and then sends nothing. */
const silent = ['silence', 'bad-utf8-text'];
/** Runs that send a frame after their RUN_FINISHED (tested in approval-attacks.test.ts). */
const lateAfterEnd = ['approval-after-run'];
/** A run that never starts (tested in runs.test.ts). */
const unstarted = ['run-finished-without-start'];
const ending = hostileScenarios.filter(
  (scenario) =>
    scenario.run &&
    !silent.includes(scenario.name) &&
    !lateAfterEnd.includes(scenario.name) &&
    !unstarted.includes(scenario.name),
);
const framesOf = (name: string): HostileFrame[] => hostileScenario(name).run?.(turn()) ?? [];
const texts = (frames: HostileFrame[]): string[] =>
  frames.flatMap((frame) => (frame.kind === 'text' ? [frame.text] : []));
/** The events among a run's frames: text frames that are JSON objects with a type. */
const eventsOf = (frames: HostileFrame[]) =>
  texts(frames).flatMap((text) => {
    try {
      const value = JSON.parse(text) as { type?: unknown };
      return typeof value === 'object' && value !== null && typeof value.type === 'string' ? [value] : [];
    } catch {
      return [];
    }
  }) as (Record<string, unknown> & { type: string })[];

/** How deep objects nest along the `a` chain, without recursion. */
function depthOf(value: unknown): number {
  let levels = 0;
  for (let at = value; typeof at === 'object' && at !== null; at = (at as { a?: unknown }).a) levels += 1;
  return levels;
}

describe('the hostile registry', () => {
  it('names every attack of issue 34 once, in kebab-case', () => {
    expect(new Set(hostileNames).size).toBe(hostileNames.length);
    expect(hostileNames).toEqual(expect.arrayContaining([...owned, ...others]));
    expect(hostileNames.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toEqual([]);
  });

  it('wires each attack it owns (a run or REST answers) and keeps the others as placeholders naming their journey', () => {
    expect(owned.filter((name) => !hostileScenario(name).run && !hostileScenario(name).rest)).toEqual([]);
    const placeholders = hostileScenarios.filter((scenario) => scenario.placeholder);
    expect(placeholders.map((scenario) => scenario.name)).toEqual(others);
    expect(placeholders.filter((scenario) => !/^e2e\/.+\.spec\.ts$/.test(scenario.placeholder ?? ''))).toEqual([]);
  });

  it('refuses an unknown name with the list, and a placeholder with the journey that wires it', () => {
    expect(() => hostileScenario('no-such-attack')).toThrow(
      /Unknown hostile scenario 'no-such-attack': use one of deep-state/,
    );
    expect(() => hostileScenario('key-redirect')).toThrow(/not wired yet \(its journey: e2e\/key-origin\.spec\.ts\)/);
    expect(hostileScenario(' silence ').name).toBe('silence');
  });

  it.each(ending.map((scenario) => scenario.name))('%s starts a run and ends it with its answer', (name) => {
    const events = eventsOf(framesOf(name));
    expect(events[0]?.type).toBe('RUN_STARTED');
    expect(events.at(-1)?.type).toBe('RUN_FINISHED');
    expect(events.filter((event) => event.delta === survivedText(name))).toHaveLength(1);
  });

  it.each(silent)('%s starts a run and then goes silent', (name) => {
    const frames = framesOf(name);
    expect(eventsOf(frames)[0]?.type).toBe('RUN_STARTED');
    expect(frames.at(-1)).toEqual({ kind: 'silence' });
  });
});

describe('the attacks', () => {
  it(`nests state, tool arguments and a custom value ${HOSTILE_DEPTH} deep`, () => {
    const state = eventsOf(framesOf('deep-state'));
    expect(depthOf((state[1]?.snapshot as { deep: unknown }).deep)).toBe(HOSTILE_DEPTH);
    expect(state.map((event) => event.type)).toEqual([
      ...['RUN_STARTED', 'STATE_SNAPSHOT', 'STATE_DELTA', 'STATE_DELTA'],
      ...['TEXT_MESSAGE_START', 'TEXT_MESSAGE_CONTENT', 'TEXT_MESSAGE_END', 'RUN_FINISHED'],
    ]);
    const args = eventsOf(framesOf('deep-tool-args')).filter((event) => event.type === 'TOOL_CALL_ARGS');
    expect(args.length).toBeGreaterThan(1);
    expect(depthOf(JSON.parse(args.map((event) => String(event.delta)).join('')))).toBe(HOSTILE_DEPTH);
    const custom = eventsOf(framesOf('deep-custom')).find((event) => event.type === 'CUSTOM');
    expect(depthOf(custom?.value)).toBe(HOSTILE_DEPTH);
  });

  it('writes __proto__ and constructor.prototype as keys, which parse as own keys and pollute nothing', () => {
    const frames = texts(framesOf('prototype-pollution'));
    expect(frames.filter((text) => text.includes('"__proto__":{"polluted"'))).toHaveLength(3);
    const args = eventsOf(framesOf('prototype-pollution')).filter((event) => event.type === 'TOOL_CALL_ARGS');
    expect(Object.keys(JSON.parse(args.map((event) => String(event.delta)).join('')) as object)).toContain('__proto__');
    expect(frames.filter((text) => text.includes('"path":"/__proto__/polluted"'))).toHaveLength(1);
    const snapshot = eventsOf(framesOf('prototype-pollution'))[2]?.snapshot as object;
    expect(Object.keys(snapshot)).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'nested']));
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('puts markup in every field of the injection run and waits for the approval it asks', () => {
    const frames = framesOf('script-injection');
    const events = eventsOf(frames);
    const approval = events.find((event) => event.name === 'agora:tool_approval_request');
    const approvalId = (approval?.value as { approvalId: string }).approvalId;
    expect(frames).toContainEqual({ kind: 'approval', approvalId });
    const hostile = events.filter((event) => JSON.stringify(event).includes('window.__pwned'));
    expect(new Set(hostile.map((event) => event.type))).toEqual(
      new Set([
        ...['STATE_DELTA', 'STEP_STARTED', 'STEP_FINISHED', 'TEXT_MESSAGE_CONTENT', 'CUSTOM'],
        ...['TOOL_CALL_START', 'TOOL_CALL_ARGS', 'TOOL_CALL_RESULT'],
      ]),
    );
  });

  it('sends bytes that are not UTF-8, as a text frame and as a binary one', () => {
    const bytes = (name: string) => framesOf(name).find((frame) => frame.kind === 'bytes');
    expect(bytes('bad-utf8-text')).toMatchObject({ binary: false });
    expect(bytes('bad-utf8-binary')).toMatchObject({ binary: true });
    const raw = (bytes('bad-utf8-text') as { bytes: Buffer }).bytes;
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(raw)).toThrow();
    expect(bytes('junk-binary')).toMatchObject({ binary: true });
  });

  it('splices members and values that JSON.stringify cannot write', () => {
    expect(splice('{"a":"§x§","§m§":0}', { x: '[1]', m: '"__proto__":{}' })).toBe('{"a":[1],"__proto__":{}}');
  });
});

describe('the hostile mode', () => {
  it('plays a run attack the number of runs chosen, then answers normally; REST is rewritten until cleared', () => {
    const mode = new HostileMode();
    expect(mode.takeRun()).toBeUndefined();
    mode.choose('deep-state', 2);
    expect([mode.takeRun()?.name, mode.takeRun()?.name, mode.takeRun()]).toEqual([
      'deep-state',
      'deep-state',
      undefined,
    ]);
    expect(mode.report).toEqual({ hostile: 'deep-state', runs: 0 });
    mode.choose('deep-history', 'every');
    expect([mode.takeRun(), mode.rewritesRest]).toEqual([undefined, true]);
    mode.clear();
    expect([mode.report, mode.rewritesRest]).toEqual([{ hostile: null, runs: null }, false]);
  });

  it('chooses every run when started with a name (the CLI), and refuses placeholders', () => {
    const mode = new HostileMode('silence');
    expect([mode.takeRun()?.name, mode.takeRun()?.name, mode.report.runs]).toEqual(['silence', 'silence', 'every']);
    expect(() => new HostileMode('key-redirect')).toThrow(/not wired yet/);
  });
});
