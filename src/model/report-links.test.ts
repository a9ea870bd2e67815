import { describe, expect, it } from 'vitest';
import { readReportLinks } from './report-links';
import { trustReportOrigins } from './report-origins';

const page = 'https://hai.example/';
trustReportOrigins([page, 'https://api.example/api/langgraph']);

const agoraReport = {
  success: true,
  session_id: 's1',
  report_id: 'HAP-20260112-0001',
  download_urls: {
    json: 'https://hai.example/api/reporting/reports/s1/json',
    pdf: 'https://hai.example/api/reporting/reports/s1/pdf',
  },
  summary: { company_name: 'Restaurant Bella Rosa', inspection_date: '2026-01-12', total_violations: 2 },
  message: 'Rapport HAP-20260112-0001 succesvol gegenereerd.',
};

describe('readReportLinks', () => {
  it('reads AGORA’s reporting result, as JSON and as server-langgraph’s Python text', () => {
    const expected = {
      downloads: [
        { format: 'pdf', url: 'https://hai.example/api/reporting/reports/s1/pdf' },
        { format: 'json', url: 'https://hai.example/api/reporting/reports/s1/json' },
      ],
      refused: [],
      reportId: 'HAP-20260112-0001',
      companyName: 'Restaurant Bella Rosa',
      inspectionDate: '2026-01-12',
    };
    expect(readReportLinks(JSON.stringify(agoraReport), page)).toEqual(expected);
    const python =
      "content=\"{'success': True, 'report_id': 'HAP-20260112-0001', 'download_urls': {'json': " +
      "'https://hai.example/api/reporting/reports/s1/json', 'pdf': 'https://hai.example/api/reporting/reports/s1/pdf'}, " +
      "'summary': {'company_name': 'Restaurant Bella Rosa', 'inspection_date': '2026-01-12', 'total_violations': 2}}\" " +
      "name='generate_final_report' tool_call_id='call_1'";
    expect(readReportLinks(python, page)).toEqual(expected);
  });

  it('reads the links of a result AGORA cut at 500 characters, and none whose closing quote was cut off', () => {
    const whole = JSON.stringify({ ...agoraReport, paths: { json: '/app/storage/reports/s1/rapport_s1.json' } });
    const cut = whole.slice(0, whole.indexOf('"summary"') + 20);
    expect(readReportLinks(cut, page)).toMatchObject({
      downloads: [
        { format: 'pdf', url: 'https://hai.example/api/reporting/reports/s1/pdf' },
        { format: 'json', url: 'https://hai.example/api/reporting/reports/s1/json' },
      ],
      reportId: 'HAP-20260112-0001',
    });
    // The PDF's link cut in two: the reporting service keeps it beside the JSON's.
    const inLink = whole.slice(0, whole.indexOf('/reports/s1/pdf'));
    expect(readReportLinks(inLink, page)?.downloads).toEqual([
      { format: 'pdf', url: 'https://hai.example/api/reporting/reports/s1/pdf' },
      { format: 'json', url: 'https://hai.example/api/reporting/reports/s1/json' },
    ]);
    const elsewhere = JSON.stringify({ download_urls: { json: 'https://hai.example/files/report.json' } });
    expect(readReportLinks(elsewhere, page)?.downloads).toEqual([
      { format: 'json', url: 'https://hai.example/files/report.json' },
    ]);
  });

  it('offers only http(s) links on a trusted origin, and names the others', () => {
    const links = readReportLinks(
      JSON.stringify({
        download_urls: { pdf: 'https://evil.example/r.pdf', json: 'javascript:alert(1)' },
      }),
      page,
    );
    expect(links).toMatchObject({ downloads: [], refused: ['evil.example', 'javascript:'] });
    expect(
      readReportLinks(JSON.stringify({ download_urls: { pdf: '/api/reporting/reports/s1/pdf' } }), page)?.downloads,
    ).toContainEqual({ format: 'pdf', url: 'https://hai.example/api/reporting/reports/s1/pdf' });
    expect(
      readReportLinks(JSON.stringify({ download_urls: { pdf: 'https://api.example/r/s1/pdf' } }), page)?.downloads,
    ).toHaveLength(1);
  });

  it('is nothing for any other result, or one whose links are no strings', () => {
    expect(readReportLinks('{"status":"generated"}', page)).toBeUndefined();
    expect(readReportLinks('{"download_urls":{"pdf":42}}', page)).toBeUndefined();
    expect(readReportLinks('download_urls: none', page)).toBeUndefined();
    expect(readReportLinks(undefined, page)).toBeUndefined();
  });
});
