/** A positive integer from the environment, or `fallback` when unset. */
export function envCount(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not '${raw}'`);
  return value;
}

const phaseNames = [
  'bundle',
  'cold-load',
  'history',
  'many-sessions',
  'huge-list',
  'delta-flood',
  'stream',
  'blank',
  'soak',
] as const;
export type PhaseName = (typeof phaseNames)[number];

/** `BENCH_PHASES=cold-load,history` runs only those phases (while working on one); unset runs them all. */
export function selectedPhases(name = 'BENCH_PHASES'): ReadonlySet<PhaseName> {
  const raw = process.env[name]?.trim();
  if (!raw) return new Set(phaseNames);
  const names = raw.split(',').map((part) => part.trim());
  const unknown = names.filter((part) => !(phaseNames as readonly string[]).includes(part));
  if (unknown.length > 0)
    throw new Error(`${name}: no phase ${unknown.join(', ')} (there are ${phaseNames.join(', ')})`);
  return new Set(names as PhaseName[]);
}
