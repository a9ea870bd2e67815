import { afterEach, describe, expect, it } from 'vitest';
import { reportResult } from '../scenarios/demo-report-result';
import { bellaRosaInspection } from '../scenarios/demo-state';
import { pdfDocument } from './report-pdf';
import { reportingOf } from './report-shelf';
import { createMockServer, type MockServer } from './server';

let server: MockServer | undefined;
afterEach(() => server?.close());

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

  it('serves a generated report past the gateway’s key, and 404 before it exists', async () => {
    server = await createMockServer({ port: 0, delay: 0, apiKey: 'k', seed: false });
    const url = `${server.url}/api/reporting/reports/s1/pdf`;
    expect((await fetch(url)).status).toBe(404);
    const store = server.backends!.langgraph.store;
    const reporting = reportingOf(store)!;
    reporting.keep(
      's1',
      reportResult(bellaRosaInspection('s1'), { sessionId: 's1', ...reporting, date: '2026-01-12' }),
    );
    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="rapport_s1.pdf"');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const json = (await (await fetch(`${server.url}/api/reporting/reports/s1/json`)).json()) as Record<string, unknown>;
    expect(json).toMatchObject({
      report_id: 'HAP-S1',
      download_urls: { pdf: `${server.url}/api/reporting/reports/s1/pdf` },
      summary: { company_name: 'Restaurant Bella Rosa', inspection_date: '2026-01-12', total_violations: 0 },
    });
    // Everything else still wants the key.
    expect((await fetch(`${server.url}/sessions?user_id=u1`)).status).toBe(401);
  });
});
