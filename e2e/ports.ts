/**
 * Every Playwright worker has its own servers: a journey's faults, restarts, users and received frames never reach
 * a journey in another worker. Worker `slot` (Playwright's TEST_PARALLEL_INDEX) owns the ports
 * `base + slot * stride + offset`; e2e/servers.ts starts them all in one process.
 */
/**
 * Two, on two cores: with three, the journeys took the CPU the checks beside them need, and the whole of `npm test`
 * took longer (616 s against 579 s from a clean clone, measured back to back).
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const base = Number(process.env.E2E_PORT_BASE ?? 8787);
const stride = 10;

const offsets = {
  /** The mock server (contract v2.5.1, `--test-hooks`): what the preview's config.js points at. */
  mock: 0,
  /** Contract v2.4.1. */
  olderMock: 1,
  /** AGORA's gateway with ElevenLabs configured. */
  gatewayMock: 2,
  /** AGORA's gateway that wants a key. */
  keyMock: 3,
  /** The built app and AGORA's gateway on one origin. */
  sameOrigin: 4,
  /** AGORA's older mock: no /agents, preferences or rename. */
  olderAgoraMock: 5,
  /** `vite preview` of this slot's copy of the build. */
  app: 6,
  /** The built app and AGORA's gateway with REQUIRE_AUTH on one origin: the deployment as AGORA runs it. */
  sameOriginKeyed: 7,
} as const;

export type E2ePorts = Record<keyof typeof offsets, number>;

export function portsOf(slot: number): E2ePorts {
  const entries = Object.entries(offsets).map(([name, offset]) => [name, base + slot * stride + offset]);
  return Object.fromEntries(entries) as E2ePorts;
}

/** The one production build (`npm run build:e2e`); each slot serves a copy of it with its own config.js. */
export const e2eBuild = 'dist-e2e';
export const slotBuild = (slot: number) => `${e2eBuild}-${slot}`;
export const sameOriginBuild = (slot: number) => `${e2eBuild}-${slot}-same-origin`;

/** This worker's slot; 0 outside a worker (the config's main process, the servers). */
export const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const ports = portsOf(slot);

/**
 * Every mock origin of every slot, for the build's Content-Security-Policy (`connect-src`): at least four slots, so
 * one build serves any worker count up to that.
 */
export function mockOrigins(): string {
  const mocks = (p: E2ePorts) => [p.mock, p.olderMock, p.gatewayMock, p.keyMock, p.olderAgoraMock];
  return Array.from({ length: Math.max(e2eWorkers, 4) }, (_, s) => mocks(portsOf(s)))
    .flat()
    .map((port) => `http://127.0.0.1:${port} ws://127.0.0.1:${port}`)
    .join(' ');
}
