import { readFileSync, writeFileSync } from 'node:fs';
import { NodeSocket } from '../mock-server/node-socket';
import { runConformance } from '../src/conformance/engine';
import { isProfileName, profiles } from '../src/conformance/profiles';
import { toMarkdown } from '../src/conformance/report';
import { readScript, type ConformanceScript } from '../src/conformance/script';

const usage = `npm run conformance -- --profile <${Object.keys(profiles).join('|')}> <url>
  [--script turns.json] [--out report.json] [--markdown report.md] [--timeout ms]
  The key of AGORA's gateway comes from HAI_API_KEY (never a flag: flags end up in shell histories and CI logs).`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) fail(`--${name} needs a value`);
  args.splice(index, 2);
  return value;
};
const profile = flag('profile') ?? fail('--profile is required');
if (!isProfileName(profile)) fail(`unknown profile ${profile}`);
const scriptFile = flag('script');
const out = flag('out') ?? 'conformance-report.json';
const markdown = flag('markdown');
const timeout = Number(flag('timeout') ?? 20_000);
const [url] = args;
if (!url || !/^(wss?|https?):\/\//.test(url) || !URL.canParse(url))
  fail('the server’s socket or agent URL is required');
if (!Number.isFinite(timeout) || timeout <= 0) fail('--timeout is a number of milliseconds');
let script: ConformanceScript | undefined;
if (scriptFile) {
  let read: ConformanceScript | string;
  try {
    read = readScript(JSON.parse(readFileSync(scriptFile, 'utf8')));
  } catch (error) {
    read = `cannot be read (${String(error)})`;
  }
  script = typeof read === 'string' ? fail(`${scriptFile}: ${read}`) : read;
}

const report = await runConformance({
  profile,
  url,
  script,
  createSocket: (socketUrl) => new NodeSocket(socketUrl),
  turnTimeoutMs: timeout,
  apiKey: process.env.HAI_API_KEY || undefined,
});
const text = toMarkdown(report);
console.log(text);
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
if (markdown) writeFileSync(markdown, text);
console.log(`Report: ${out}${markdown ? `, ${markdown}` : ''}`);
process.exit(report.summary.fail > 0 ? 1 : 0);
