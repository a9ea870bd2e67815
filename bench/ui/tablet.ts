import type { Browser, BrowserContext, CDPSession } from '@playwright/test';

/** An inspector's tablet on a mobile connection: Lighthouse's mobile CPU and network figures, a tablet's screen. */
export const tablet = {
  cpuSlowdown: 4,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  latencyMs: 150,
  viewport: { width: 820, height: 1180 },
} as const;

const conditions = {
  offline: false,
  latency: tablet.latencyMs,
  downloadThroughput: tablet.downloadBitsPerSecond / 8,
  uploadThroughput: tablet.uploadBitsPerSecond / 8,
  connectionType: 'cellular4g',
} as const;

/** The same tablet on its side: wide enough for the session list beside the chat (upright it is a drawer). */
export const tabletOnItsSide = { width: tablet.viewport.height, height: tablet.viewport.width } as const;

/** The app puts the session list beside the chat from this width on (`src/app/layout/use-wide-screen.ts`). */
export const listBesideFrom = 1024;

/** A fresh context is a first visit: empty HTTP cache, empty storage, no service worker. */
export function tabletContext(
  browser: Browser,
  viewport: { width: number; height: number } = tablet.viewport,
): Promise<BrowserContext> {
  return browser.newContext({
    locale: 'nl-NL',
    viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

interface TargetMessage {
  method?: string;
  params?: unknown;
}

/**
 * Slows the page's CPU and network. A service worker fetches on its own network settings, so each one the page
 * starts is held at its start (auto-attach, waiting for the debugger), given the same conditions, then let go.
 * Workers' requests are reported on their own sessions and go to `onWorkerEvent`. Below page level only the old,
 * unflattened target protocol is offered, hence sendMessageToTarget.
 */
export async function throttle(
  cdp: CDPSession,
  onWorkerEvent: (by: 'worker' | 'service worker', method: string, params: unknown) => void,
): Promise<void> {
  const kinds = new Map<string, 'worker' | 'service worker'>();
  let id = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    const kind = targetInfo.type === 'service_worker' ? 'service worker' : 'worker';
    kinds.set(sessionId, kind);
    const send = (method: string, params: object) =>
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
    void (kind === 'service worker' ? send('Network.emulateNetworkConditions', conditions) : Promise.resolve())
      .then(() => send('Network.enable', {}))
      .catch(() => undefined)
      .finally(() => void send('Runtime.runIfWaitingForDebugger', {}).catch(() => undefined));
  });
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const kind = kinds.get(sessionId ?? '');
    const { method, params } = JSON.parse(message) as TargetMessage;
    if (kind && method?.startsWith('Network.')) onWorkerEvent(kind, method, params);
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: tablet.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions);
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
    filter: [{ type: 'service_worker', exclude: false }, { type: 'worker', exclude: false }, { exclude: true }],
  });
}
