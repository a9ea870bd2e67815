import type { Inspection } from './demo-state';

/** Where a lone mock on its default port serves reports, as AGORA's REPORTING_PUBLIC_URL would name it. */
const defaultReportBaseUrl = 'http://127.0.0.1:8000/api/reporting';

export interface ReportContext {
  sessionId: string;
  /** AGORA's REPORTING_PUBLIC_URL: `https://<domain>/api/reporting` in production. */
  baseUrl?: string;
  /** When it was made, as Python's `isoformat()` (`2026-01-12T10:31:05`), if the player knows; scripts keep no clock. */
  date?: string;
}

/** AGORA's `HAP-<yyyymmdd>-<8 characters>`, the characters taken from the inspection id (AGORA's are random). */
function reportIdOf(inspection: Inspection, date: string | undefined): string {
  const tail = inspection.inspectionId
    .replace(/^INS-/, '')
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 8)
    .padEnd(8, '0');
  const day = date?.slice(0, 10).replace(/-/g, '');
  return day ? `HAP-${day}-${tail}` : `HAP-${tail}`;
}

/**
 * What AGORA's reporting service answers for `generate_final_report`, its keys in its order (the 500-character cut
 * keeps the front): the files' paths and download URLs, then the summary `json_generator.generate_summary` makes.
 */
export function reportResult(
  inspection: Inspection,
  { sessionId, baseUrl = defaultReportBaseUrl, date }: ReportContext,
) {
  const reportId = reportIdOf(inspection, date);
  const files = `${baseUrl.replace(/\/+$/, '')}/reports/${encodeURIComponent(sessionId)}`;
  const violations = inspection.findings.length;
  const serious = inspection.findings.filter((finding) => finding.severity === 'hoog').length;
  return {
    success: true,
    session_id: sessionId,
    report_id: reportId,
    paths: {
      json_path: `storage/reports/${sessionId}/final_report.json`,
      pdf_path: `storage/reports/${sessionId}/final_report.pdf`,
      report_id: reportId,
    },
    download_urls: { json: `${files}/json`, pdf: `${files}/pdf` },
    summary: {
      report_id: reportId,
      session_id: sessionId,
      company_name: inspection.companyName,
      ...(date && { inspection_date: date }),
      inspection_type: 'Reguliere inspectie',
      completion_percentage: 100,
      overall_confidence: 0.9,
      total_violations: violations,
      serious_violations: serious,
      requires_follow_up: violations > 0,
      enforcement_action_required: serious > 0,
      categories_assessed: {
        hygiene_general: violations > 0 ? 'Nee' : 'Ja',
        pest_control: 'Ja',
        food_safety: 'Ja',
        allergen_info: 'Not assessed',
      },
    },
    email_sent: false,
    email_error: null,
    message: `Rapport ${reportId} succesvol gegenereerd. E-mail niet verzonden (niet geconfigureerd).`,
  };
}
