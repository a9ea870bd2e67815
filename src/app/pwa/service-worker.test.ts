import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, useUpdate } from './service-worker';

class FakeWorker extends EventTarget {
  state = 'installing';
  readonly postMessage = vi.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  install(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** A browser's `navigator.serviceWorker` as far as the registration uses it. */
class FakeContainer extends EventTarget {
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(async (_url: string) => this.registration);
  constructor(public controller: object | null) {
    super();
  }
  takeOver() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

async function start(controller: object | null, waiting?: FakeWorker) {
  const container = new FakeContainer(controller);
  container.registration.waiting = waiting ?? null;
  const reload = vi.fn();
  await registerServiceWorker(container as unknown as ServiceWorkerContainer, '/sw.js', reload);
  return { container, reload };
}

beforeEach(() => useUpdate.setState({ apply: undefined }));

describe('registerServiceWorker', () => {
  it('registers the given script URL; the first install takes the page over without an offer or a reload', async () => {
    const { container, reload } = await start(null);
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    const worker = new FakeWorker();
    container.registration.install(worker);
    worker.become('installed');
    worker.become('activated');
    container.takeOver();
    expect(useUpdate.getState().apply).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a version that waits already; taking it asks the worker to skip waiting, then reloads', async () => {
    const waiting = new FakeWorker();
    const { container, reload } = await start({}, waiting);
    const { apply } = useUpdate.getState();
    expect(apply).toBeDefined();
    expect(waiting.postMessage).not.toHaveBeenCalled();
    apply!();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version installed while the page runs, and nothing before it is installed', async () => {
    const { container } = await start({});
    const worker = new FakeWorker();
    container.registration.install(worker);
    expect(useUpdate.getState().apply).toBeUndefined();
    container.registration.waiting = worker;
    worker.become('installed');
    useUpdate.getState().apply!();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('a new version taken in another tab is offered here as a reload, never done by itself', async () => {
    const { container, reload } = await start({});
    container.takeOver();
    expect(reload).not.toHaveBeenCalled();
    useUpdate.getState().apply!();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
