import type { nlReport } from './nl-report';

/** The report card's English texts; the type makes a missing or extra key a compile error. */
export const enReport: Record<keyof typeof nlReport, string> = {
  'report.title': 'Inspection report',
  'report.id': 'Report {id}',
  'report.date': 'inspection of {date}',
  'report.violations': '{count} violations',
  'report.violation': '1 violation',
  'report.download.pdf': 'Download PDF',
  'report.download.json': 'Download JSON',
  'report.refused': 'A download link points to {host}, an address this app does not know; it is not opened.',
};
