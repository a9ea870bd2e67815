import { writeRuntimeConfig } from './runtime-config.ts';

/** `tsx scripts/write-runtime-config.ts dist wsUrl=ws://… apiUrl=http://…`: a built app's `config.js` by hand. */
const [dir, ...pairs] = process.argv.slice(2);
if (!dir) throw new Error('usage: write-runtime-config <dir> name=value …');
writeRuntimeConfig(
  dir,
  Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
);
