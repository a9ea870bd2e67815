import { describe, expect, it } from 'vitest';
import { services, type Service } from './start-logic.ts';
import { startServices, type Child, type StartDeps } from './start-run.ts';

interface FakeChild extends Child {
  exit(code: number): void;
  stopped: boolean;
  taken: boolean;
}

function fakeChild(): FakeChild {
  let exit!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const child: FakeChild = {
    exited,
    exit,
    stopped: false,
    taken: false,
    stop: async () => {
      child.stopped = true;
      exit(143);
    },
    portTaken: () => child.taken,
  };
  return child;
}

function harness(options: { free?: (port: number) => boolean; answering?: (url: string) => Promise<boolean> } = {}) {
  const children = new Map<Service['name'], FakeChild>();
  const out: string[] = [];
  const err: string[] = [];
  let interrupt!: () => void;
  const deps: StartDeps = {
    portIsFree: async (port) => options.free?.(port) ?? true,
    spawn: (service) => {
      const child = fakeChild();
      children.set(service.name, child);
      return child;
    },
    answers: (url, stop) => Promise.race([options.answering?.(url) ?? Promise.resolve(true), stop.then(() => false)]),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    interrupted: new Promise((resolve) => (interrupt = () => resolve(undefined))),
  };
  return { deps, children, out, err, interrupt: () => interrupt() };
}

const list = services({ MOCK_PORT: '9290', APP_PORT: '9291' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('npm start', () => {
  it('starts nothing when a port is taken, naming the port, its variable and a free port to use', async () => {
    const run = harness({ free: (port) => port !== 9290 });
    expect(await startServices(list, run.deps)).toBe(1);
    expect(run.children.size).toBe(0);
    expect(run.out).toEqual([]);
    expect(run.err).toEqual([
      expect.stringMatching(/^Port 9290 \(the mock AGORA server\) .*MOCK_PORT=9292 npm start$/),
    ]);
  });

  it('names both ports when both are taken', async () => {
    const run = harness({ free: () => false });
    expect(await startServices(list, run.deps)).toBe(1);
    expect(run.err.join('\n')).toMatch(/Port 9290 .*MOCK_PORT[\s\S]*Port 9291 .*APP_PORT/);
  });

  it('says it runs only once both answer, and stops both on Ctrl+C with 0', async () => {
    let appUp!: (up: boolean) => void;
    const run = harness({
      answering: (url) => (url.includes(':9291') ? new Promise((resolve) => (appUp = resolve)) : Promise.resolve(true)),
    });
    const done = startServices(list, run.deps);
    await tick();
    expect(run.out).toEqual([]);
    appUp(true);
    await tick();
    expect(run.out.join('')).toContain('HAI client is running — open http://127.0.0.1:9291/');
    run.interrupt();
    expect(await done).toBe(0);
    expect([run.children.get('mock')!.stopped, run.children.get('app')!.stopped]).toEqual([true, true]);
  });

  it('never says running when a child stops before both answer; names a port its child found taken', async () => {
    const run = harness({
      answering: (url) => (url.includes(':9291') ? new Promise(() => {}) : Promise.resolve(true)),
    });
    const done = startServices(list, run.deps);
    await tick();
    const app = run.children.get('app')!;
    app.taken = true;
    app.exit(1);
    expect(await done).toBe(1);
    expect(run.out).toEqual([]);
    expect(run.err).toEqual([expect.stringContaining('Port 9291 (the app) is already in use')]);
    expect(run.err[0]).toContain('APP_PORT=');
    expect(run.children.get('mock')!.stopped).toBe(true);
  });

  it('stops the other when one ends while running, with a non-zero code', async () => {
    const run = harness();
    const done = startServices(list, run.deps);
    await tick();
    run.children.get('mock')!.exit(0);
    expect(await done).toBe(1);
    expect(run.err).toEqual(['the mock AGORA server stopped (exit code 0); stopping the rest.']);
    expect(run.children.get('app')!.stopped).toBe(true);
  });

  it('gives up, stopping both, when one never answers', async () => {
    const run = harness({ answering: async (url) => !url.includes(':9290') });
    expect(await startServices(list, run.deps)).toBe(1);
    expect(run.out).toEqual([]);
    expect(run.err).toEqual(['the mock AGORA server (http://127.0.0.1:9290/health) did not answer in time; stopping.']);
    expect([run.children.get('mock')!.stopped, run.children.get('app')!.stopped]).toEqual([true, true]);
  });
});
