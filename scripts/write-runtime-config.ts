import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes a built app's `config.js` (what a deployment edits) from `name=value` arguments, as the container's
 * entrypoint does: `tsx scripts/write-runtime-config.ts dist wsUrl=ws://… apiUrl=http://…`.
 */
const [dir, ...pairs] = process.argv.slice(2);
if (!dir) throw new Error('usage: write-runtime-config <dir> name=value …');
const config = Object.fromEntries(
  pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
writeFileSync(join(dir, 'config.js'), `window.__HAI_CONFIG__ = ${JSON.stringify(config).replace(/</g, '\\u003c')};\n`);
