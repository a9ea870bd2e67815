import { EventType } from '@ag-ui/core';
import { describe, expect, it } from 'vitest';
import { demoPrompts, demoScript } from './demo-inspection';
import { reportResult } from './demo-report-result';
import { bellaRosaInspection } from './demo-state';
import type { Finding } from './demo-state';
import { flattenScript } from './flatten-script';
import { sequentialIds } from './script';
import { TOOL_RESULT_LIMIT } from './tool-call';

const finding = (severity: Finding['severity']): Finding => ({
  findingId: `f-${severity}`,
  description: 'Koelcel op 9 °C',
  severity,
  regulations: [],
});

describe('generate_final_report’s result, as AGORA’s reporting service gives it', () => {
  it('has the service’s keys in its order, links under REPORTING_PUBLIC_URL and the summary of the inspection', () => {
    const inspection = bellaRosaInspection('thread-1', [finding('hoog'), finding('laag')]);
    const result = reportResult(inspection, {
      sessionId: 'thread-1',
      baseUrl: 'https://hai.example/api/reporting/',
      date: '2026-01-12T10:31:05',
    });
    expect(Object.keys(result)).toEqual([
      ...['success', 'session_id', 'report_id', 'paths', 'download_urls'],
      ...['summary', 'email_sent', 'email_error', 'message'],
    ]);
    expect(result).toEqual({
      success: true,
      session_id: 'thread-1',
      report_id: 'HAP-20260112-THREAD10',
      paths: {
        json_path: 'storage/reports/thread-1/final_report.json',
        pdf_path: 'storage/reports/thread-1/final_report.pdf',
        report_id: 'HAP-20260112-THREAD10',
      },
      download_urls: {
        json: 'https://hai.example/api/reporting/reports/thread-1/json',
        pdf: 'https://hai.example/api/reporting/reports/thread-1/pdf',
      },
      summary: {
        report_id: 'HAP-20260112-THREAD10',
        session_id: 'thread-1',
        company_name: 'Restaurant Bella Rosa',
        inspection_date: '2026-01-12T10:31:05',
        inspection_type: 'Reguliere inspectie',
        completion_percentage: 100,
        overall_confidence: 0.9,
        total_violations: 2,
        serious_violations: 1,
        requires_follow_up: true,
        enforcement_action_required: true,
        categories_assessed: {
          hygiene_general: 'Nee',
          pest_control: 'Ja',
          food_safety: 'Ja',
          allergen_info: 'Not assessed',
        },
      },
      email_sent: false,
      email_error: null,
      message: 'Rapport HAP-20260112-THREAD10 succesvol gegenereerd. E-mail niet verzonden (niet geconfigureerd).',
    });
  });

  it('in a script without a server: the lone mock’s default address, no date, an id from the inspection', () => {
    const events = flattenScript(
      demoScript({ threadId: 'thread-1', runId: 'r1', userText: demoPrompts.report, ids: sequentialIds() }),
      { decide: () => ({ approved: true }) },
    );
    const results = events.filter((e) => e.type === EventType.TOOL_CALL_RESULT).map((e) => String(e.content));
    const report = results.find((content) => content.includes('download_urls')) ?? '';
    expect(report.length).toBeLessThanOrEqual(TOOL_RESULT_LIMIT);
    expect(report).toMatch(/^\{"success":true,"session_id":"thread-1","report_id":"HAP-THREAD10",/);
    expect(report).toContain('"pdf":"http://127.0.0.1:8000/api/reporting/reports/thread-1/pdf"');
    const answer = events
      .filter((e) => e.type === EventType.TEXT_MESSAGE_CONTENT)
      .map((e) => String(e.delta))
      .join('');
    expect(answer).toContain('rapport HAP-THREAD10, als PDF en JSON te downloaden');
  });
});
