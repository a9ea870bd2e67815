import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Finding {
  file: string;
  rule: string;
  excerpt: string;
}

const scanned = new Set(['.js', '.mjs', '.cjs', '.html', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const allowedEnv = /^VITE_(AGORA|CSP)_/;

const secretPatterns: [string, RegExp][] = [
  ['credential assignment', /(api[_-]?key|secret|token|password)\s*[:=]\s*['"`][^'"`]{8,}/gi],
  ['OpenAI-style key', /sk-[A-Za-z0-9]{20,}/g],
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/g],
  ['AWS access key', /AKIA[0-9A-Z]{16}/g],
  ['non-allow-listed VITE_ variable name', /VITE_[A-Z0-9_]+/g],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return scanned.has(extname(entry.name).toLowerCase()) ? [path] : [];
  });
}

function excerpt(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 30), index + length + 30).replace(/\s+/g, ' ');
}

/** Values of build variables that must never reach the browser: every `VITE_*` except `VITE_AGORA_*` and `VITE_CSP_*`. */
function forbiddenEnvValues(env: NodeJS.ProcessEnv): [string, string][] {
  return Object.entries(env).flatMap(([name, value]) =>
    name.startsWith('VITE_') && !allowedEnv.test(name) && value && value.trim().length >= 8
      ? [[name, value.trim()] as [string, string]]
      : [],
  );
}

/** Secret-like strings and leaked build variables in a built app (source maps are not shipped, so not scanned). */
export function scanBundle(dir: string, env: NodeJS.ProcessEnv = process.env): Finding[] {
  const envValues = forbiddenEnvValues(env);
  return filesUnder(dir).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const file = relative(dir, path);
    const findings: Finding[] = [];
    for (const [rule, pattern] of secretPatterns) {
      for (const match of text.matchAll(pattern)) {
        if (rule.startsWith('non-allow-listed') && allowedEnv.test(match[0])) continue;
        findings.push({ file, rule, excerpt: excerpt(text, match.index, match[0].length) });
      }
    }
    for (const [name, value] of envValues) {
      const index = text.indexOf(value);
      if (index >= 0) findings.push({ file, rule: `value of ${name}`, excerpt: excerpt(text, index, value.length) });
    }
    return findings;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const findings = scanBundle(dir);
  for (const { file, rule, excerpt: text } of findings) console.error(`${file}: ${rule}: …${text}…`);
  console.log(findings.length ? `${findings.length} finding(s) in ${dir}` : `No secrets found in ${dir}`);
  process.exit(findings.length ? 1 : 0);
}
