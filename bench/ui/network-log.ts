import type { CDPSession } from '@playwright/test';

/** Who made a request: the page, a dedicated worker (the socket worker) or a service worker (precaching). */
type Requester = 'page' | 'worker' | 'service worker';

/** One request of a page load; times in ms after the document's request started. */
export interface WaterfallEntry {
  url: string;
  /** `app` (the static server), `api` (the mock AGORA server) or the origin. */
  server: string;
  by: Requester;
  type: string;
  /** Chromium's fetch priority when sent, and later if it changed. */
  priority?: string;
  initialPriority?: string;
  initiator?: string;
  start: number;
  /** Response headers in. */
  response?: number;
  end?: number;
  status?: number;
  bytes: number;
  cache?: 'disk' | 'memory' | 'service worker';
  failed?: string;
}

interface Pending extends WaterfallEntry {
  at: number;
  done: boolean;
}

export interface NetworkLog {
  /** Feeds an event of a worker's own session (the page's own are read from its CDP session). */
  feed(by: Requester, method: string, params: unknown): void;
  inFlight(): number;
  /** ms since the last request started or ended. */
  idleMs(): number;
  /** The requests so far, in the order they were sent; recording stops. */
  stop(): WaterfallEntry[];
}

/* The parts of the DevTools protocol's Network events read here. */
interface Sent {
  requestId: string;
  timestamp: number;
  type?: string;
  request: { url: string; initialPriority?: string };
  initiator?: { type: string };
}
interface Received {
  requestId: string;
  timestamp: number;
  response: {
    status: number;
    fromDiskCache?: boolean;
    fromServiceWorker?: boolean;
    timing?: { requestTime: number; receiveHeadersEnd: number };
  };
}
interface Finished {
  requestId: string;
  timestamp: number;
  encodedDataLength?: number;
  errorText?: string;
  canceled?: boolean;
}
type Handler = (by: Requester, params: never) => void;

const ignored = /^(data|blob|chrome-extension):/;
const methods = [
  'requestWillBeSent',
  'resourceChangedPriority',
  'requestServedFromCache',
  'responseReceived',
  'responseReceivedExtraInfo',
  'loadingFinished',
  'loadingFailed',
  'webSocketCreated',
  'webSocketWillSendHandshakeRequest',
  'webSocketHandshakeResponseReceived',
] as const;

/** Records requests from the DevTools protocol (Network enabled on `cdp`, and on any worker whose events are fed). */
export function recordNetwork(cdp: CDPSession, servers: Record<string, string>): NetworkLog {
  const requests = new Map<string, Pending>();
  let zero: number | undefined;
  let lastChange = performance.now();
  let recording = true;
  const since = (timestamp: number) => Math.round((timestamp - (zero ?? timestamp)) * 10_000) / 10;
  const named = (url: URL) =>
    Object.entries(servers).find(([, origin]) => origin === url.origin.replace(/^ws/, 'http'))?.[0] ?? url.host;
  const open = (requestId: string, by: Requester, href: string, type: string, at: number) => {
    if (!recording || ignored.test(href) || requests.has(requestId)) return undefined;
    if (!Number.isNaN(at)) zero ??= at;
    lastChange = performance.now();
    const url = new URL(href);
    const entry: Pending = {
      url: url.pathname + url.search,
      server: named(url),
      by,
      type,
      start: since(at),
      bytes: 0,
      at,
      done: false,
    };
    requests.set(requestId, entry);
    return entry;
  };
  const close = (requestId: string, at: number, change: Partial<WaterfallEntry>) => {
    const entry = requests.get(requestId);
    if (!entry || entry.done) return;
    Object.assign(entry, { ...change, done: true, end: since(at) });
    lastChange = performance.now();
  };

  const handlers: Record<(typeof methods)[number], Handler> = {
    requestWillBeSent: (by, { requestId, request, timestamp, type, initiator }: Sent) => {
      const entry = open(requestId, by, request.url, type ?? 'Other', timestamp);
      if (entry) Object.assign(entry, { priority: request.initialPriority, initiator: initiator?.type });
    },
    resourceChangedPriority: (_, { requestId, newPriority }: { requestId: string; newPriority: string }) => {
      const entry = requests.get(requestId);
      if (!entry || entry.priority === newPriority) return;
      entry.initialPriority ??= entry.priority;
      entry.priority = newPriority;
    },
    requestServedFromCache: (_, { requestId }: { requestId: string }) => {
      const entry = requests.get(requestId);
      if (entry) entry.cache = 'memory';
    },
    responseReceived: (_, { requestId, response, timestamp }: Received) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      const { timing } = response;
      // A revalidated response is reported with the cached 200; only the raw headers say 304.
      if (entry.status !== 304) entry.status = response.status;
      entry.response = since(timing ? timing.requestTime + timing.receiveHeadersEnd / 1000 : timestamp);
      if (response.fromServiceWorker) entry.cache = 'service worker';
      else if (response.fromDiskCache && entry.cache !== 'memory') entry.cache = 'disk';
    },
    responseReceivedExtraInfo: (_, { requestId, statusCode }: { requestId: string; statusCode: number }) => {
      const entry = requests.get(requestId);
      if (entry && statusCode === 304) entry.status = 304;
    },
    loadingFinished: (_, { requestId, timestamp, encodedDataLength }: Finished) =>
      close(requestId, timestamp, { bytes: encodedDataLength ?? 0 }),
    loadingFailed: (_, { requestId, timestamp, errorText, canceled }: Finished) =>
      close(requestId, timestamp, { failed: canceled ? 'canceled' : errorText }),
    // A socket stays open: its request is done once the handshake is answered.
    webSocketCreated: (by, { requestId, url }: { requestId: string; url: string }) =>
      void open(requestId, by, url, 'WebSocket', Number.NaN),
    webSocketWillSendHandshakeRequest: (_, { requestId, timestamp }: Finished) => {
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, { at: timestamp, start: since(timestamp) });
    },
    webSocketHandshakeResponseReceived: (_, { requestId, timestamp, response }: Received) =>
      close(requestId, timestamp, { status: response.status }),
  };
  for (const method of methods) cdp.on(`Network.${method}`, (params) => handlers[method]('page', params as never));

  return {
    feed(by, method, params) {
      const name = method.replace(/^Network\./, '') as (typeof methods)[number];
      if (methods.includes(name)) handlers[name](by, params as never);
    },
    inFlight: () => [...requests.values()].filter((entry) => !entry.done).length,
    idleMs: () => performance.now() - lastChange,
    stop() {
      recording = false;
      return [...requests.values()]
        .sort((a, b) => (Number.isNaN(a.at) ? Infinity : a.at) - (Number.isNaN(b.at) ? Infinity : b.at))
        .map(({ at: _at, done: _done, ...entry }) => entry);
    },
  };
}

/** Bytes over the wire (headers included) and requests, of which how many a cache answered; a service worker's own apart. */
export function transferred(waterfall: readonly WaterfallEntry[]) {
  const own = waterfall.filter((entry) => entry.by !== 'service worker');
  const worker = waterfall.filter((entry) => entry.by === 'service worker');
  const bytes = (entries: readonly WaterfallEntry[]) => entries.reduce((sum, entry) => sum + entry.bytes, 0);
  return {
    bytes: bytes(own),
    requests: own.length,
    cached: own.filter((entry) => entry.cache !== undefined || entry.status === 304).length,
    serviceWorker: { requests: worker.length, bytes: bytes(worker) },
  };
}
