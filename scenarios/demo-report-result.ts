import type { Inspection } from './demo-state';

/** Where a lone mock on its default port serves reports, as AGORA's REPORTING_PUBLIC_URL would name it. */
export const defaultReportBaseUrl = 'http://127.0.0.1:8000/api/reporting';

export interface ReportContext {
  sessionId: string;
  /** AGORA's REPORTING_PUBLIC_URL: `https://<domain>/api/reporting` in production. */
  baseUrl?: string;
  /** The inspection's date (ISO), when the player knows it; scripts themselves keep no clock. */
  date?: string;
}

const reportIdOf = (inspection: Inspection) => `HAP-${inspection.inspectionId.replace(/^INS-/, '')}`;

/** What AGORA's reporting service answers for `generate_final_report`: the files' URLs and a summary. */
export function reportResult(
  inspection: Inspection,
  { sessionId, baseUrl = defaultReportBaseUrl, date }: ReportContext,
) {
  const reportId = reportIdOf(inspection);
  const files = `${baseUrl.replace(/\/+$/, '')}/reports/${encodeURIComponent(sessionId)}`;
  const serious = inspection.findings.filter((finding) => finding.severity === 'hoog').length;
  return {
    success: true,
    session_id: sessionId,
    report_id: reportId,
    paths: {
      json: `/app/storage/reports/${sessionId}/rapport_${sessionId}.json`,
      pdf: `/app/storage/reports/${sessionId}/rapport_${sessionId}.pdf`,
    },
    download_urls: { json: `${files}/json`, pdf: `${files}/pdf` },
    summary: {
      report_id: reportId,
      session_id: sessionId,
      company_name: inspection.companyName,
      ...(date && { inspection_date: date }),
      inspection_type: 'reguliere inspectie',
      completion_percentage: 100,
      total_violations: inspection.findings.length,
      serious_violations: serious,
      requires_follow_up: inspection.findings.length > 0,
      enforcement_action_required: serious > 0,
    },
    email_sent: false,
    email_error: null,
    message: `Rapport ${reportId} succesvol gegenereerd. E-mail niet verzonden (niet geconfigureerd).`,
  };
}
