import type { IncomingMessage, ServerResponse } from 'node:http';
import { reportResult } from '../scenarios/demo-report-result';
import { bellaRosaInspection, readInspection } from '../scenarios/demo-state';
import { pdfDocument } from './report-pdf';
import type { SessionStore } from './store';

/** What a run's demo needs to name its report's downloads: the store's REPORTING_PUBLIC_URL and today. */
export function reportingOf(store: SessionStore): { baseUrl: string; date: string } | undefined {
  return store.reportBaseUrl
    ? { baseUrl: store.reportBaseUrl, date: new Date().toISOString().slice(0, 10) }
    : undefined;
}

const madeReport = (entry: { role: string; tool_name?: string }) =>
  entry.role === 'tool' && /generate_final_report$/.test(entry.tool_name ?? '');

/** The report of a session whose `generate_final_report` ran, rebuilt from its inspection (the stored result is cut). */
export function findReport(stores: readonly SessionStore[], sessionId: string) {
  for (const store of stores) {
    const record = store.get(sessionId);
    if (!record?.history.some(madeReport)) continue;
    const inspection = readInspection(record.state) ?? bellaRosaInspection(sessionId);
    const date = new Date(record.lastActivity).toISOString().slice(0, 10);
    return reportResult(inspection, { sessionId, baseUrl: store.reportBaseUrl, date });
  }
  return undefined;
}

const route = /^(?:\/api\/reporting)?\/reports\/([^/]+)\/(pdf|json)$/;

/** `/api/reporting/…` as AGORA's nginx serves it (the reporting service, not behind the gateway's key), or `/reports/…`. */
export const isReportPath = (path: string): boolean => route.test(path);

/**
 * AGORA's reporting service's downloads: `GET /reports/{session}/pdf` and `/json`, as attachments, for sessions
 * whose report was generated; 404 otherwise. Any origin may fetch them.
 */
export function serveReport(stores: readonly SessionStore[], req: IncomingMessage, res: ServerResponse): void {
  const match = route.exec(new URL(req.url ?? '/', 'http://mock').pathname);
  const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, OPTIONS' };
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...cors, Allow: 'GET, OPTIONS', 'Content-Type': 'application/json' });
    return void res.end(JSON.stringify({ detail: 'Method Not Allowed' }));
  }
  const sessionId = decodeURIComponent(match?.[1] ?? '');
  const report = match ? findReport(stores, sessionId) : undefined;
  if (!report) {
    res.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
    return void res.end(JSON.stringify({ detail: 'Report not found' }));
  }
  const pdf = match?.[2] === 'pdf';
  const { summary } = report;
  const body = pdf
    ? pdfDocument([
        `Inspectierapport ${report.report_id}`,
        summary.company_name,
        `Inspectie van ${summary.inspection_date ?? '-'}`,
        `Overtredingen: ${summary.total_violations} (ernstig: ${summary.serious_violations})`,
      ])
    : Buffer.from(JSON.stringify(report, null, 2));
  res.writeHead(200, {
    ...cors,
    'Content-Type': pdf ? 'application/pdf' : 'application/json',
    'Content-Disposition': `attachment; filename="rapport_${sessionId.replace(/[^\w.-]/g, '_')}.${pdf ? 'pdf' : 'json'}"`,
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
