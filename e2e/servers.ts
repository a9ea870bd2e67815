import { cpSync, existsSync, rmSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';
import { createMockServer, type MockServer, type MockServerOptions } from '../mock-server/server';
import { writeRuntimeConfig } from '../scripts/runtime-config';
import { gatewayKey } from './mock-control';
import { e2eBuild, e2eWorkers, portsOf, sameOriginBuild, slotBuild, type E2ePorts } from './ports';

// Every server the journeys use, for every worker slot, in one process: one module load instead of a dozen.
// Started by playwright.config.ts's webServer; it waits for the line printed last.

function mocks(ports: E2ePorts, slot: number): [number, MockServerOptions][] {
  const common = { delay: 0, testHooks: true, host: '127.0.0.1' };
  return [
    [ports.mock, common],
    [ports.olderMock, { ...common, contract: '2.4.1' }],
    // AGORA's older mock: GET / answers, but no /agents, no preferences, no rename.
    [ports.olderAgoraMock, { ...common, without: ['agents', 'preferences', 'rename'] }],
    // AGORA's gateway with ElevenLabs configured.
    [ports.gatewayMock, { ...common, gateway: true, tts: true }],
    // AGORA's gateway with REQUIRE_AUTH.
    [ports.keyMock, { ...common, apiKey: gatewayKey }],
    // The built app and AGORA's gateway on one origin, as behind AGORA's nginx.
    [ports.sameOrigin, { ...common, gateway: true, staticDir: sameOriginBuild(slot) }],
    // The same, with REQUIRE_AUTH: the deployment as AGORA runs it.
    [ports.sameOriginKeyed, { ...common, apiKey: gatewayKey, staticDir: sameOriginBuild(slot) }],
  ];
}

/** A copy of the build per slot: its config.js points at the slot's mock, as a deployment on its own origin. */
function copyBuild(slot: number, ports: E2ePorts): void {
  for (const dir of [slotBuild(slot), sameOriginBuild(slot)]) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(e2eBuild, dir, { recursive: true });
  }
  const mock = `127.0.0.1:${ports.mock}`;
  writeRuntimeConfig(slotBuild(slot), { wsUrl: `ws://${mock}/ws`, apiUrl: `http://${mock}` });
}

if (!existsSync(`${e2eBuild}/index.html`)) {
  console.error(`No build in ${e2eBuild}/: run \`npm run build:e2e\` first (npm run test:e2e does).`);
  process.exit(1);
}

const servers: MockServer[] = [];
const previews: PreviewServer[] = [];
for (let slot = 0; slot < e2eWorkers; slot++) {
  const ports = portsOf(slot);
  copyBuild(slot, ports);
  for (const [port, options] of mocks(ports, slot)) servers.push(await createMockServer({ ...options, port }));
  previews.push(
    await preview({
      configFile: false,
      logLevel: 'warn',
      build: { outDir: slotBuild(slot) },
      preview: { host: '127.0.0.1', port: ports.app, strictPort: true },
    }),
  );
}

const stop = () => {
  void Promise.allSettled([...servers.map((s) => s.close()), ...previews.map((p) => p.close())]).then(() =>
    process.exit(0),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
console.log(`e2e servers ready: ${e2eWorkers} slot(s)`);
