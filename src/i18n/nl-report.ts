/** The report card's texts (a tool result with downloads): join with the conversation's. */
export const nlReport = {
  'report.title': 'Inspectierapport',
  'report.id': 'Rapport {id}',
  'report.date': 'inspectie van {date}',
  'report.violations': '{count} overtredingen',
  'report.violation': '1 overtreding',
  'report.download.pdf': 'PDF downloaden',
  'report.download.json': 'JSON downloaden',
  'report.refused': 'Een downloadlink wijst naar {host}, een adres dat deze app niet kent; die wordt niet geopend.',
} as const;
