import { readToolResult } from '../lib/python-repr';
import { isRecord } from '../lib/record';
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
}

const formats = ['pdf', 'json'] as const;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined);
const record = (value: unknown) => (isRecord(value) ? value : undefined);

function checked(raw: string, page: string): { url: string } | { refused: string } {
  try {
    const url = new URL(raw, page);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && isTrustedReportOrigin(url.origin) ? { url: url.href } : { refused: web ? url.host : url.protocol };
  } catch {
    return { refused: raw.slice(0, 60) };
  }
}

// AGORA cuts every tool result at 500 characters: past the links, a report's summary is often lost, so the
// links and names are also read from the text as far as it goes (only a link whose closing quote arrived).
const linkField = /["'](pdf|json)["']\s*:\s*["']([^"'\s]+)["']/g;
const textField = (text: string, name: string) =>
  new RegExp(`["']${name}["']\\s*:\\s*["']([^"']{1,200})["']`).exec(text)?.[1];

function fromCutText(result: string): { urls: Record<string, unknown>; value: Record<string, unknown> } | undefined {
  const start = result.indexOf('download_urls');
  const end = result.indexOf('}', start);
  const urls = Object.fromEntries(
    [...result.slice(start, end === -1 ? undefined : end).matchAll(linkField)].map((m) => [m[1], m[2]]),
  );
  if (!Object.keys(urls).length) return undefined;
  const summary = {
    company_name: textField(result, 'company_name'),
    inspection_date: textField(result, 'inspection_date'),
  };
  return { urls, value: { report_id: textField(result, 'report_id'), summary } };
}

// AGORA's reporting service serves a report's two files side by side (`…/reports/<session>/json` and `/pdf`): a
// link the 500-character cut took is the other one's sibling.
const sibling = (other: string | undefined, format: 'pdf' | 'json') =>
  other && /\/reports\/[^/]+\/(json|pdf)$/.test(other) ? other.replace(/(json|pdf)$/, format) : undefined;

function readReport(result: string): { urls: Record<string, unknown>; value: Record<string, unknown> } | undefined {
  const value = record(readToolResult(result).value);
  const urls = record(value?.download_urls);
  return value && urls ? { urls, value } : fromCutText(result);
}

/**
 * The report in a tool result (JSON or Python, whole or cut), or undefined when it carries no `download_urls`; a
 * relative link is read against `page`.
 */
export function readReportLinks(result: string | undefined, page: string): ReportLinks | undefined {
  if (!result?.includes('download_urls')) return undefined;
  const found = readReport(result);
  if (!found) return undefined;
  const { urls, value } = found;
  const summary = record(value.summary) ?? {};
  const links: ReportLinks = {
    downloads: [],
    refused: [],
    reportId: text(value.report_id) ?? text(summary.report_id),
    companyName: text(summary.company_name),
    inspectionDate: text(summary.inspection_date),
  };
  for (const format of formats) {
    const raw = text(urls[format]) ?? sibling(text(urls[format === 'pdf' ? 'json' : 'pdf']), format);
    if (!raw) continue;
    const link = checked(raw, page);
    if ('url' in link) links.downloads.push({ format, url: link.url });
    else links.refused.push(link.refused);
  }
  return links.downloads.length || links.refused.length ? links : undefined;
}
