import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoPrompts } from '../scenarios/demo-inspection';
import { reportResult } from '../scenarios/demo-report-result';
import { bellaRosaInspection } from '../scenarios/demo-state';
import { pdfDocument } from './report-pdf';
import { reportingOf } from './report-shelf';
import { createMockServer, type MockServer, type MockServerOptions } from './server';
import { TestClient } from './test-client';

let server: MockServer | undefined;
afterEach(() => server?.close());

const start = async (options: MockServerOptions) => {
  server = await createMockServer({ port: 0, delay: 0, seed: false, ...options });
  return server;
};

/** The demo's report, approved, on a socket whose upgrade says `headers`; the generate_final_report result. */
async function generate(mock: MockServer, threadId: string, headers?: Record<string, string>): Promise<string> {
  const client = await TestClient.connect(mock.wsUrl, headers);
  try {
    const events = await client.run({ threadId, text: demoPrompts.report }, () => ({ approved: true }));
    return events.map((e) => String(e.content ?? '')).find((content) => content.includes('download_urls')) ?? '';
  } finally {
    await client.close();
  }
}

describe('report downloads, as AGORA’s reporting service serves them', () => {
  it('makes a real PDF: header, objects where the cross-reference table says, trailer and end marker', () => {
    const pdf = pdfDocument(['Inspectierapport HAP-1', 'Restaurant Bella Rosa (café)']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(Restaurant Bella Rosa \\(caf\xe9\\))');
  });

  it('links to the origin the client reached the run on, and serves the generated report there and bare', async () => {
    const mock = await start({});
    const host = `hai.test:${mock.port}`;
    const result = await generate(mock, 't-1', { Host: host });
    const files = `http://${host}/api/reporting/reports/t-1`;
    expect(result).toContain(`"download_urls":{"json":"${files}/json","pdf":"${files}/pdf"}`);
    const reportId = /"report_id":"(HAP-\d{8}-T1000000)"/.exec(result)?.[1];
    expect(reportId).toBeDefined();

    const pdf = await fetch(`${mock.url}/api/reporting/reports/t-1/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="rapport_t-1.pdf"');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text).toMatch(/^%PDF-1\.4\n/);
    expect(text).toContain(`(Inspectierapport ${reportId})`);
    expect(text).toContain('(Restaurant Bella Rosa)');

    const json = await fetch(`${mock.url}/reports/t-1/json`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(json.headers.get('access-control-allow-origin')).toBe('*');
    expect(json.headers.get('content-disposition')).toBe('attachment; filename="rapport_t-1.json"');
    expect(await json.json()).toMatchObject({
      report_id: reportId,
      summary: { company_name: 'Restaurant Bella Rosa' },
    });
    const preflight = await fetch(`${mock.url}/api/reporting/reports/t-1/pdf`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');

    const behindTls = await generate(mock, 't-2', { Host: 'hai.example', 'X-Forwarded-Proto': 'https' });
    expect(behindTls).toContain('"json":"https://hai.example/api/reporting/reports/t-2/json"');
  });

  it('answers 404 before a report exists; behind the gateway the downloads need no key', async () => {
    const mock = await start({ apiKey: 'k' });
    const url = `${mock.url}/api/reporting/reports/s1/pdf`;
    const missing = await fetch(url);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ detail: 'Report not found' });
    const reporting = reportingOf(mock.backends!.langgraph.store, mock.url)!;
    reporting.keep('s1', reportResult(bellaRosaInspection('s1'), { sessionId: 's1', ...reporting }));
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(`${mock.url}/sessions?user_id=u1`)).status).toBe(401);
  });

  it('keeps no report the inspector refused, unless server-langgraph had already run the tool', async () => {
    for (const backend of ['openai', 'langgraph'] as const) {
      const mock = await start({ backend });
      const client = await TestClient.connect(mock.wsUrl);
      await client.run({ threadId: 'no', text: demoPrompts.report }, () => ({ approved: false }));
      await client.close();
      expect((await fetch(`${mock.url}/api/reporting/reports/no/pdf`)).status).toBe(backend === 'openai' ? 404 : 200);
      await mock.close();
    }
  });

  it('server-langgraph: the result in str(ToolMessage), cut at 500; the history keeps it whole', async () => {
    const mock = await start({ backend: 'langgraph', reportingUrl: 'https://agora.example/api/reporting' });
    const result = await generate(mock, 'lg-1');
    expect(result).toMatch(/^content='\{"success":true,"session_id":"lg-1","report_id":"HAP-\d{8}-LG100000",/);
    expect(result).toContain('"pdf":"https://agora.example/api/reporting/reports/lg-1/pdf"');
    expect(Array.from(result)).toHaveLength(500);
    const history = (await (await fetch(`${mock.url}/sessions/lg-1/history?include_tools=true`)).json()) as {
      history: { role: string; tool_name?: string; content: string }[];
    };
    const entry = history.history.find((e) => e.role === 'tool' && e.tool_name === 'generate_final_report');
    expect(JSON.parse(entry?.content ?? '')).toMatchObject({ success: true, summary: { total_violations: 0 } });
  });

  it('with --static, the downloads are the server’s, not the app’s page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hai-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    try {
      const mock = await start({ staticDir: dir });
      const answer = await fetch(`${mock.url}/api/reporting/reports/none/pdf`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toBe('application/json');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
