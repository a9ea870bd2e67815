/** Tool results of the demo: fictional data for a fictional restaurant. */

export const companyInfo = {
  kvkNumber: '92251854',
  name: 'Restaurant Bella Rosa',
  legalForm: 'Eenmanszaak',
  owner: 'G. Romano',
  address: { street: 'Oudegracht 142', postalCode: '3511 AZ', city: 'Utrecht' },
  sbiCode: '56101',
  sbiDescription: 'Restaurants',
  registeredSince: '2016-04-01',
  employees: 12,
};

export const inspectionHistory = {
  kvkNumber: '92251854',
  inspections: [
    {
      inspectionId: 'INS-2025-0314',
      date: '2025-03-14',
      result: 'waarschuwing',
      findings: [
        { description: 'Koelcel 8,5 °C, norm is maximaal 7 °C', severity: 'middel', status: 'open' },
        { description: 'Snijplank voor rauw vlees niet gescheiden van groente', severity: 'laag', status: 'opgelost' },
      ],
    },
    {
      inspectionId: 'INS-2024-0902',
      date: '2024-09-02',
      result: 'herinspectie nodig',
      findings: [
        { description: 'Temperatuurregistratie ontbreekt over 3 weken', severity: 'middel', status: 'opgelost' },
      ],
    },
    { inspectionId: 'INS-2024-0118', date: '2024-01-18', result: 'in orde', findings: [] },
  ],
};

export interface Regulation {
  id: string;
  title: string;
  summary: string;
  /** How TTS names it. */
  spokenName: string;
}

const coldStorage: Regulation[] = [
  {
    id: 'HC-HORECA-5.3',
    title: 'Hygiënecode voor de Horeca, hoofdstuk koelen en bewaren',
    spokenName: 'de Hygiënecode voor de Horeca',
    summary: 'Gekoelde producten bewaren bij maximaal 7 °C; temperatuur dagelijks registreren.',
  },
  {
    id: 'EG-852-2004-II-IX-5',
    title: 'Verordening (EG) nr. 852/2004, bijlage II, hoofdstuk IX, punt 5',
    spokenName: 'de Europese hygiëneverordening',
    summary: 'Grondstoffen en levensmiddelen niet bewaren bij temperaturen die een gezondheidsrisico opleveren.',
  },
];

const pests: Regulation[] = [
  {
    id: 'EG-852-2004-II-IX-4',
    title: 'Verordening (EG) nr. 852/2004, bijlage II, hoofdstuk IX, punt 4',
    spokenName: 'de Europese hygiëneverordening',
    summary: 'Er moeten passende procedures zijn om ongedierte te bestrijden en te voorkomen dat het binnenkomt.',
  },
  {
    id: 'HC-HORECA-3.4',
    title: 'Hygiënecode voor de Horeca, hoofdstuk ongediertebestrijding',
    spokenName: 'de Hygiënecode voor de Horeca',
    summary: 'Ongedierte weren, sporen direct melden en een bestrijdingsplan bijhouden.',
  },
];

const generalHygiene: Regulation[] = [
  {
    id: 'EG-852-2004-ART-4',
    title: 'Verordening (EG) nr. 852/2004, artikel 4 en bijlage II, hoofdstuk I',
    spokenName: 'de Europese hygiëneverordening',
    summary: 'Algemene hygiënevoorschriften voor ruimten waar levensmiddelen worden bereid.',
  },
  {
    id: 'WWB-HYG-ART-2',
    title: 'Warenwetbesluit Hygiëne van levensmiddelen, artikel 2',
    spokenName: 'het Warenwetbesluit hygiëne van levensmiddelen',
    summary: 'Levensmiddelenbedrijven werken volgens een goedgekeurde hygiënecode of een eigen HACCP-plan.',
  },
];

const PESTS = /muis|muizen|ongedierte|kakkerlak|\bratten?\b/i;

/** Regulations that fit a reported finding, by keyword; general hygiene when nothing specific fits. */
export function regulationsFor(finding: string): Regulation[] {
  const found = [
    ...(/temperatuur|koel|°c|graden/i.test(finding) ? coldStorage : []),
    ...(PESTS.test(finding) ? pests : []),
  ];
  return found.length > 0 ? found : generalHygiene;
}

export function severityFor(finding: string): 'laag' | 'middel' | 'hoog' {
  if (PESTS.test(finding)) return 'hoog';
  return /temperatuur|koel|°c|graden|hygi/i.test(finding) ? 'middel' : 'laag';
}
