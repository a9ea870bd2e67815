import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes a built app's `config.js` (what a deployment edits), as the container's entrypoint does. */
export function writeRuntimeConfig(dir: string, config: Record<string, string>): void {
  const script = `window.__HAI_CONFIG__ = ${JSON.stringify(config).replace(/</g, '\\u003c')};\n`;
  writeFileSync(join(dir, 'config.js'), script);
}
