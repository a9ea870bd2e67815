import type { nlReport } from './nl-report';

/** The report card's English texts; the type makes a missing or extra key a compile error. */
export const enReport: Record<keyof typeof nlReport, string> = {
  'report.title': 'Inspection report',
  'report.id': 'Report {id}',
  'report.download.pdf': 'Download PDF',
  'report.download.json': 'Download JSON',
  'report.refused': 'Link to unknown address {host}: not opened.',
};
