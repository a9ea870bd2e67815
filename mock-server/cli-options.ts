import { parseArgs } from 'node:util';
import { mockBackendKinds } from './backend-kind';
import type { MockBackendKind } from './backend-kind';
import { defaultContract, parseContract } from './contract-version';
import type { ContractVersion } from './contract-version';
import { gatewayBackends } from './gateway';
import type { GatewayBackend } from './gateway';
import { hostileScenario } from './hostile/registry';
import { parseWithout } from './missing-routes';
import type { MissingRoute } from './missing-routes';

export interface CliOptions {
  contract: ContractVersion;
  port: number;
  host: string;
  delay: number;
  seed: boolean;
  testHooks: boolean;
  /** Which AGORA server a lone backend imitates. */
  backend: MockBackendKind;
  gateway: boolean;
  /** Never printed. */
  apiKey: string | undefined;
  defaultBackend: GatewayBackend;
  tts: boolean;
  /** A built app served on the same origin (as AGORA's nginx does). */
  staticDir: string | undefined;
  /** Routes left out, as AGORA's older mock lacks them. */
  without: MissingRoute[];
  /** The share of REST answers cut on the way, as AGORA's gateway loses them, and the seed that picks which. */
  cutBodies: number;
  faultSeed: number;
  /** AGORA's REPORTING_PUBLIC_URL, when the mock is reached under another address than its own. */
  reportingUrl: string | undefined;
  /** A hostile scenario every run plays (mock-server/hostile/); checked against the registry. */
  hostile: string | undefined;
  help: boolean;
}

export const usage = `Usage: tsx mock-server/main.ts [options]

  --contract <v> HAI API contract to serve: 2.5.1 or 2.4.1 (env MOCK_CONTRACT, default ${defaultContract})
  --port <n>     port to listen on (env MOCK_PORT, default 8000; 0 = any free port)
  --host <host>  interface to bind (env MOCK_HOST, default 127.0.0.1)
  --delay <x>    time scale of the scripted pauses (env MOCK_DELAY, default 1 = human pace, 0 = none)
  --seed         add the personas' past sessions (env MOCK_SEED=1, the default)
  --no-seed      start with no sessions (env MOCK_SEED=0)
  --test-hooks   answer POST /__test__/faults and /__test__/hostile (fault injection, hostile mode:
                 see mock-server/README.md)
  --backend <b>  which AGORA server to imitate: openai or langgraph (env MOCK_BACKEND, default openai)
  --gateway      put AGORA's API gateway in front of three backends: /api/{openai,langgraph,mock}/…
  --api-key <k>  the gateway requires this X-API-Key or ?token= (env MOCK_API_KEY; implies --gateway)
  --default-backend <b>  where the gateway sends paths without /api/<b>: openai, langgraph or mock
                 (env MOCK_DEFAULT_BACKEND, default langgraph)
  --tts          the gateway pretends ElevenLabs is configured (/gateway/elevenlabs/*)
  --static <dir> serve a built app on the same origin, as AGORA's nginx does (API paths to the mock)
  --without <r>  leave routes out, as AGORA's older mock: agents, preferences, rename (comma-separated;
                 env MOCK_WITHOUT); GET / then answers as that mock, listing its routes
  --cut-bodies <share>  cut this share (0-1) of REST answers on the way, as AGORA's gateway does: empty,
                 JSON that ends early, or shorter than its length (env MOCK_CUT_BODIES, default 0)
  --fault-seed <n>  the seed that picks which answers are cut (env MOCK_FAULT_SEED, default 1)
  --reporting-url <u>  where report downloads are said to be, AGORA's REPORTING_PUBLIC_URL
                 (env MOCK_REPORTING_URL, default /api/reporting on the origin the client used)
  --hostile <name>  play an attack: every run answers with it, its REST answers are sent (env MOCK_HOSTILE;
                 names in mock-server/README.md, Hostile mode)
  -h, --help     show this help`;

function parseShare(raw: string): number {
  const share = raw.trim() === '' ? NaN : Number(raw);
  if (!(share >= 0 && share <= 1)) throw new Error(`Invalid share '${raw}': use a number from 0 to 1.`);
  return share;
}

function parseSeedNumber(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new Error(`Invalid seed '${raw}': use a whole number.`);
  return Number(raw);
}

/** A scenario's name, checked: unknown names and ones not wired yet are refused with the list. */
function parseHostile(raw: string | undefined): string | undefined {
  const name = raw?.trim();
  return name ? hostileScenario(name).name : undefined;
}

function parsePort(raw: string): number {
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`Invalid port '${raw}': use an integer from 0 to 65535.`);
  return port;
}

function parseDelay(raw: string): number {
  const delay = raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(delay) || delay < 0)
    throw new Error(`Invalid delay '${raw}': use a number >= 0 (1 = human pace, 0 = none).`);
  return delay;
}

function oneOf<T extends string>(what: string, raw: string, allowed: readonly T[]): T {
  const found = allowed.find((value) => value === raw.trim());
  if (found === undefined)
    throw new Error(`Invalid ${what} '${raw}': use ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}.`);
  return found;
}

function parseSeedEnv(raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`Invalid MOCK_SEED '${raw}': use 1 or 0.`);
}

/** Flags win over environment variables, which win over defaults. Throws with a readable message. */
export function parseCliOptions(argv: string[], env: Record<string, string | undefined>): CliOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      contract: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      delay: { type: 'string' },
      seed: { type: 'boolean' },
      'no-seed': { type: 'boolean' },
      'test-hooks': { type: 'boolean' },
      backend: { type: 'string' },
      gateway: { type: 'boolean' },
      'api-key': { type: 'string' },
      'default-backend': { type: 'string' },
      tts: { type: 'boolean' },
      static: { type: 'string' },
      without: { type: 'string' },
      'cut-bodies': { type: 'string' },
      'fault-seed': { type: 'string' },
      'reporting-url': { type: 'string' },
      hostile: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.seed && values['no-seed']) throw new Error('Use either --seed or --no-seed, not both.');
  const host = (values.host ?? env.MOCK_HOST ?? '127.0.0.1').trim();
  if (host === '') throw new Error('Invalid host: it is empty.');
  const seedFlag = values['no-seed'] ? false : values.seed;
  const apiKey = (values['api-key'] ?? env.MOCK_API_KEY)?.trim() || undefined;
  return {
    contract: parseContract(values.contract ?? (env.MOCK_CONTRACT || defaultContract)),
    port: parsePort(values.port ?? env.MOCK_PORT ?? '8000'),
    host,
    delay: parseDelay(values.delay ?? env.MOCK_DELAY ?? '1'),
    seed: seedFlag ?? parseSeedEnv(env.MOCK_SEED) ?? true,
    testHooks: values['test-hooks'] ?? false,
    backend: oneOf('backend', values.backend ?? (env.MOCK_BACKEND || 'openai'), mockBackendKinds),
    gateway: (values.gateway ?? false) || apiKey !== undefined,
    apiKey,
    defaultBackend: oneOf(
      'default backend',
      values['default-backend'] ?? (env.MOCK_DEFAULT_BACKEND || 'langgraph'),
      gatewayBackends,
    ),
    tts: values.tts ?? false,
    staticDir: values.static?.trim() || undefined,
    without: parseWithout(values.without ?? env.MOCK_WITHOUT),
    cutBodies: parseShare(values['cut-bodies'] ?? env.MOCK_CUT_BODIES ?? '0'),
    faultSeed: parseSeedNumber(values['fault-seed'] ?? env.MOCK_FAULT_SEED ?? '1'),
    reportingUrl: (values['reporting-url'] ?? env.MOCK_REPORTING_URL)?.trim() || undefined,
    hostile: parseHostile(values.hostile ?? env.MOCK_HOSTILE),
    help: values.help ?? false,
  };
}
