import type { IncomingMessage, ServerResponse } from 'node:http';
import { type reportResult } from '../scenarios/demo-report-result';
import { pdfDocument } from './report-pdf';
import type { SessionStore } from './store';

const keptReports = 500;

/**
 * What a run's demo needs for its report: where downloads are (the `--reporting-url` given, else `/api/reporting` on
 * the origin the client reached the run on), the time, and where a generated report is kept.
 */
export function reportingOf(store: SessionStore, origin?: string) {
  const baseUrl = store.reportBaseUrl ?? (origin && `${origin}/api/reporting`);
  if (!baseUrl) return undefined;
  const keep = (sessionId: string, report: object) => {
    store.reports.delete(sessionId);
    store.reports.set(sessionId, report);
    for (const oldest of store.reports.keys()) {
      if (store.reports.size <= keptReports) break;
      store.reports.delete(oldest);
    }
  };
  return { baseUrl, date: new Date().toISOString().slice(0, 19), keep };
}

type Report = ReturnType<typeof reportResult>;

/** The report generated for a session, on any of the stores. */
function findReport(stores: readonly SessionStore[], sessionId: string): Report | undefined {
  for (const store of stores) {
    const report = store.reports.get(sessionId);
    if (report) return report as Report;
  }
  return undefined;
}

const decoded = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

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
  const sessionId = decoded(match?.[1] ?? '');
  const report = match ? findReport(stores, sessionId) : undefined;
  const pdf = match?.[2] === 'pdf';
  if (!report) {
    res.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
    const message = `Geen ${pdf ? 'PDF ' : ''}rapport gevonden voor sessie ${sessionId}`;
    return void res.end(JSON.stringify({ detail: 'Report not found', error: 'Report not found', message }));
  }
  const { summary } = report;
  const body = pdf
    ? pdfDocument([
        `Inspectierapport ${report.report_id}`,
        summary.company_name,
        `Inspectie van ${summary.inspection_date?.slice(0, 10) ?? '-'}`,
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
