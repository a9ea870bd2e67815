import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectCopy = resolve(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/@tanstack/virtual-core');

/**
 * The ESM entry of @tanstack/virtual-core 3.x: in the folder `TANSTACK_VIRTUAL_CORE` names (one installed outside the
 * project, e.g. `npm install @tanstack/virtual-core@3` in a scratch folder), else in the project's node_modules;
 * undefined when neither has it.
 */
export function tanstackEntry(): string | undefined {
  const entry = join(process.env.TANSTACK_VIRTUAL_CORE || projectCopy, 'dist/esm/index.js');
  return existsSync(entry) ? entry : undefined;
}

/** Its version, read from the package.json beside the entry. */
export function tanstackVersion(entry: string): string {
  const manifest = join(entry, '../../../package.json');
  if (!existsSync(manifest)) return 'unknown';
  return String((JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version);
}
