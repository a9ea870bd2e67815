/** The report card's texts (a tool result with downloads): join with the conversation's. */
export const nlReport = {
  'report.title': 'Inspectierapport',
  'report.id': 'Rapport {id}',
  'report.download.pdf': 'PDF downloaden',
  'report.download.json': 'JSON downloaden',
  'report.refused': 'Link naar onbekend adres {host}: niet geopend.',
} as const;
