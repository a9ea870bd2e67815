import { createServer } from 'node:net';

/** What `npm start` runs, and the variable that moves each one to another port. */
export interface Service {
  name: 'mock' | 'app';
  label: string;
  variable: 'MOCK_PORT' | 'APP_PORT';
  port: number;
  /** A URL that answers 200 once the service is up. */
  readyUrl: string;
}

export const startHost = '127.0.0.1';

/** Reads a port from the environment: a whole number from 1 to 65535, or the fallback when unset or blank. */
export function readPort(env: Record<string, string | undefined>, variable: string, fallback: number): number {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535)
    throw new Error(
      `${variable}=${raw} is not a port: use a whole number from 1 to 65535, e.g. ${variable}=${fallback + 1}.`,
    );
  return port;
}

/** The mock and the app, on the ports the environment names (MOCK_PORT, APP_PORT). */
export function services(env: Record<string, string | undefined>, host = startHost): [Service, Service] {
  const mockPort = readPort(env, 'MOCK_PORT', 8000);
  const appPort = readPort(env, 'APP_PORT', 5173);
  if (mockPort === appPort)
    throw new Error(`MOCK_PORT and APP_PORT are both ${mockPort}: the mock server and the app need a port each.`);
  return [
    {
      name: 'mock',
      label: 'the mock AGORA server',
      variable: 'MOCK_PORT',
      port: mockPort,
      readyUrl: `http://${host}:${mockPort}/health`,
    },
    { name: 'app', label: 'the app', variable: 'APP_PORT', port: appPort, readyUrl: `http://${host}:${appPort}/` },
  ];
}

/** The error for a port something else holds: which port, whose, and the variable that picks another (`free`). */
export function portTakenMessage(service: Pick<Service, 'label' | 'variable' | 'port'>, free?: number): string {
  const other = free ?? (service.port === 65535 ? service.port - 1 : service.port + 1);
  return (
    `Port ${service.port} (${service.label}) is already in use. Stop what runs there, or pick another port: ` +
    `${service.variable}=${other} npm start`
  );
}

/** The first free port above `port` that none of `avoid` uses, within 50; undefined when none is. */
export async function freePortNear(
  port: number,
  avoid: number[],
  isFree: (port: number) => Promise<boolean>,
): Promise<number | undefined> {
  for (let next = port + 1; next <= Math.min(port + 50, 65535); next++)
    if (!avoid.includes(next) && (await isFree(next))) return next;
  return undefined;
}

/** True when a child's output line says its port is taken (the mock's and Vite's wording, and Node's code). */
export const saysPortTaken = (line: string): boolean => /already in use|EADDRINUSE/i.test(line);

/** Whether a port can be listened on at `host`: tried by listening and closing again at once. */
export function portIsFree(port: number, host = startHost): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The app's build variables that point it at the mock's actual port. Set ones are kept: someone who names a
 * server means it.
 */
export function appEnv(
  env: Record<string, string | undefined>,
  mockPort: number,
  host = startHost,
): Record<string, string | undefined> {
  return {
    ...env,
    VITE_AGORA_WS_URL: env.VITE_AGORA_WS_URL || `ws://${host}:${mockPort}/ws`,
    VITE_AGORA_API_URL: env.VITE_AGORA_API_URL || `http://${host}:${mockPort}`,
  };
}

export interface PollOptions {
  fetch?: (url: string) => Promise<{ ok: boolean }>;
  /** Pause between tries. */
  sleep?: () => Promise<void>;
  /** Tries before giving up. */
  attempts?: number;
  /** Stops the polling when it resolves (e.g. a child exited). */
  stop?: Promise<unknown>;
}

/** Resolves true once `url` answers 2xx, false when `stop` resolves first or the tries run out. */
export async function answers(url: string, options: PollOptions = {}): Promise<boolean> {
  const get = options.fetch ?? ((target: string) => fetch(target));
  const sleep = options.sleep ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
  let stopped = false;
  void options.stop?.then(() => (stopped = true));
  for (let attempt = 0; attempt < (options.attempts ?? 480); attempt++) {
    if (stopped) return false;
    try {
      if ((await get(url)).ok) return !stopped;
    } catch {
      // not up yet
    }
    await sleep();
  }
  return false;
}

/** The line `npm start` prints once both answer. */
export function runningMessage([mock, app]: [Service, Service], host = startHost): string {
  return (
    `\n  HAI client is running — open http://${host}:${app.port}/\n` +
    `  (mock AGORA server on http://${host}:${mock.port}; Ctrl+C stops both)\n`
  );
}
