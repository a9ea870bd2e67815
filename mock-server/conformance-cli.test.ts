import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import schema from '../src/conformance/report.schema.json';
import { createMockServer, type MockServer } from './server';

let server: MockServer;
let cut: MockServer;
let keyed: MockServer;
beforeAll(async () => {
  [server, cut, keyed] = await Promise.all([
    createMockServer({ port: 0, delay: 0, seed: false }),
    createMockServer({ port: 0, delay: 0, seed: false, cutBodies: 1 }),
    createMockServer({ port: 0, delay: 0, seed: false, apiKey: 'geheim-sleutel' }),
  ]);
});
afterAll(() => Promise.all([server.close(), cut.close(), keyed.close()]));

/** `npm run conformance` as a server's CI runs it: its exit code, its output and the JSON it wrote. */
function conformance(args: string[], env: Record<string, string> = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'conformance-')), 'report.json');
  const child = spawn('node_modules/.bin/tsx', ['scripts/conformance.ts', ...args, '--out', out, '--timeout', '5000'], {
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string; report: () => unknown }>((resolve) =>
    child.on('close', (code) => resolve({ code, output, report: () => JSON.parse(readFileSync(out, 'utf8')) })),
  );
}

const validate = new Ajv({ allErrors: true, formats: { 'date-time': true } });
const isReport = validate.compile(schema);

describe('npm run conformance', () => {
  it('exits 0 when every rule passes, and writes a report the schema takes', async () => {
    const run = await conformance(['--profile', 'agui-sse', `${server.url}/agui`]);
    expect(run.code).toBe(0);
    expect(run.output).toContain('# Conformance: agui-sse');
    const report = run.report();
    expect(isReport(report), JSON.stringify(isReport.errors)).toBe(true);
  });

  it('exits 1 when a rule fails: cut REST bodies fail rest-bodies, with the answer as evidence', async () => {
    const run = await conformance(['--profile', 'agora-2.4.1', cut.wsUrl]);
    expect(run.code).toBe(1);
    const report = run.report() as { rules: { id: string; status: string; evidence: { request?: string }[] }[] };
    expect(isReport(report), JSON.stringify(isReport.errors)).toBe(true);
    const bodies = report.rules.find((rule) => rule.id === 'rest-bodies')!;
    expect(bodies.status).toBe('fail');
    expect(bodies.evidence[0]?.request).toMatch(/^GET .*\/sessions/);
  });

  it('behind the gateway the key comes from HAI_API_KEY and appears nowhere in the output or the report', async () => {
    const run = await conformance(['--profile', 'agora-gateway', keyed.wsUrl], { HAI_API_KEY: 'geheim-sleutel' });
    expect(run.output).toContain('# Conformance: agora-gateway');
    expect(run.output).not.toContain('geheim-sleutel');
    expect(JSON.stringify(run.report())).not.toContain('geheim-sleutel');
    const report = run.report() as { rules: { id: string; status: string }[] };
    expect(report.rules.find((rule) => rule.id === 'rest-list')?.status).toBe('pass');
  });

  it('refuses a call without a profile or URL (exit 2)', async () => {
    expect((await conformance(['--profile', 'nope', server.wsUrl])).code).toBe(2);
    expect((await conformance(['--profile', 'agora-2.5.1'])).code).toBe(2);
  });
});
