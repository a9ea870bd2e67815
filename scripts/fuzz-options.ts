import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hostileKinds, type HostileKind } from '../src/testing/hostile-frames';

/* `npm run fuzz` options. */

const fuzzStages = ['reducer', 'hostile', 'app'] as const;
export type FuzzStage = (typeof fuzzStages)[number];

export interface FuzzOptions {
  /** Random input sequences for the reducer property. */
  runs: number;
  seed: number;
  /** Inputs of the one long sequence. */
  steps: number;
  /** Hostile runs per kind (deep, wide, huge, malformed, mixed) through the reducer. */
  hostileRuns: number;
  /** How long the app stage sends hostile runs to the rendered app. */
  appSeconds: number;
  /** How long a run may stay busy after the mock sent its last frame. */
  stuckSeconds: number;
  /** The mock listens on this port, the app's preview on the next. */
  portBase: number;
  buildDir: string;
  /** Serve the build in `buildDir` as it is (built for the same port base). */
  reuseBuild: boolean;
  /** Replays one app round of `seed` and stops. */
  round: number | undefined;
  stages: ReadonlySet<FuzzStage>;
  /** The kinds of hostile frames sent (default all: deep, wide, huge, malformed). */
  kinds: readonly HostileKind[];
}

function whole(name: string, raw: string | undefined, fallback: number): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

function stagesOf(raw: string | undefined): Set<FuzzStage> {
  const names = raw === undefined ? [...fuzzStages] : raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !fuzzStages.includes(name as FuzzStage));
  if (unknown.length > 0) throw new Error(`--only takes ${fuzzStages.join(', ')}; not ${unknown.join(', ')}`);
  return new Set(names as FuzzStage[]);
}

function kindsOf(raw: string | undefined): HostileKind[] {
  const names = raw === undefined ? [...hostileKinds] : raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !hostileKinds.includes(name as HostileKind));
  if (unknown.length > 0 || names.length === 0)
    throw new Error(`--kinds takes ${hostileKinds.join(', ')}; not ${unknown.join(', ')}`);
  return names as HostileKind[];
}

export function parseFuzzOptions(argv: string[]): FuzzOptions {
  const text = { type: 'string' } as const;
  const { values } = parseArgs({
    args: argv,
    options: {
      ...{ runs: text, seed: text, steps: text, 'hostile-runs': text, 'app-seconds': text, 'stuck-seconds': text },
      ...{
        'port-base': text,
        'build-dir': text,
        'reuse-build': { type: 'boolean' },
        round: text,
        only: text,
        kinds: text,
      },
    },
  });
  const round = values.round === undefined ? undefined : whole('round', values.round, 0);
  return {
    runs: whole('runs', values.runs, 200_000),
    seed: whole('seed', values.seed, Date.now() % 2 ** 31),
    steps: whole('steps', values.steps, 100_000),
    hostileRuns: whole('hostile-runs', values['hostile-runs'], 20),
    appSeconds: whole('app-seconds', values['app-seconds'], 60),
    stuckSeconds: whole('stuck-seconds', values['stuck-seconds'], 10),
    portBase: whole('port-base', values['port-base'], 9300),
    buildDir: values['build-dir'] ?? join(tmpdir(), 'hai-fuzz-dist'),
    reuseBuild: values['reuse-build'] ?? false,
    round,
    kinds: kindsOf(values.kinds),
    stages: round === undefined ? stagesOf(values.only) : new Set(['app']),
  };
}
