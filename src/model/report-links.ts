import { readToolResult } from '../lib/python-repr';
import { isTrustedReportOrigin } from './report-origins';

/** A report a tool made (AGORA's reporting service: `download_urls` and a `summary`), ready to offer for download. */
export interface ReportLinks {
  /** Checked: http(s) on a trusted origin; the others are left out and named in `refused`. */
  downloads: { format: 'pdf' | 'json'; url: string }[];
  /** Hosts of links that were not offered (another origin, another scheme). */
  refused: string[];
  reportId?: string;
  companyName?: string;
  inspectionDate?: string;
  violations?: number;
}

const formats = ['pdf', 'json'] as const;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined);
const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function checked(raw: string, page: string): { url: string } | { refused: string } {
  try {
    const url = new URL(raw, page);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && isTrustedReportOrigin(url.origin) ? { url: url.href } : { refused: web ? url.host : url.protocol };
  } catch {
    return { refused: raw.slice(0, 60) };
  }
}

/**
 * The report in a tool result (JSON or Python), or undefined when it carries no `download_urls`; a relative link is
 * read against `page`.
 */
export function readReportLinks(result: string | undefined, page: string): ReportLinks | undefined {
  if (!result?.includes('download_urls')) return undefined;
  const value = record(readToolResult(result).value);
  const urls = record(value?.download_urls);
  if (!value || !urls) return undefined;
  const summary = record(value.summary) ?? {};
  const links: ReportLinks = {
    downloads: [],
    refused: [],
    reportId: text(value.report_id) ?? text(summary.report_id),
    companyName: text(summary.company_name),
    inspectionDate: text(summary.inspection_date),
    violations: count(summary.total_violations),
  };
  for (const format of formats) {
    const raw = text(urls[format]);
    if (!raw) continue;
    const link = checked(raw, page);
    if ('url' in link) links.downloads.push({ format, url: link.url });
    else links.refused.push(link.refused);
  }
  return links.downloads.length || links.refused.length ? links : undefined;
}
