import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { buildApp } from '../bench/ui/app-server';
import { createMockServer } from '../mock-server/server';
import type { FuzzOptions } from './fuzz-options';
import { writeRuntimeConfig } from './runtime-config';

/* The app stage's servers: the real mock on `portBase` and a `vite preview` of a production build on the next port. */

export interface FuzzServers {
  mockUrl: string;
  appUrl: string;
  close(): Promise<void>;
}

type ServerOptions = Pick<FuzzOptions, 'portBase' | 'buildDir' | 'reuseBuild'>;

export async function startFuzzServers(
  { portBase, buildDir, reuseBuild }: ServerOptions,
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<FuzzServers> {
  const host = '127.0.0.1';
  const mock = await createMockServer({ port: portBase, host, delay: 0, testHooks: true });
  const origin = `${host}:${portBase}`;
  try {
    if (!reuseBuild || !existsSync(join(buildDir, 'index.html'))) {
      log(`building the app into ${buildDir} (its CSP lets it reach ${origin})…`);
      await buildApp(buildDir, { VITE_CSP_CONNECT_SRC: `http://${origin} ws://${origin}` }, signal);
    }
    writeRuntimeConfig(buildDir, { wsUrl: `ws://${origin}/ws`, apiUrl: `http://${origin}` });
    const app = await preview({
      configFile: false,
      logLevel: 'warn',
      build: { outDir: buildDir },
      preview: { host, port: portBase + 1, strictPort: true },
    });
    const close = async () => {
      await app.close();
      await mock.close();
    };
    return { mockUrl: mock.url, appUrl: `http://${host}:${portBase + 1}`, close };
  } catch (error) {
    await mock.close();
    throw error;
  }
}
