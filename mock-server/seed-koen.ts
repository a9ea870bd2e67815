import { companyInfo, inspectionHistory, regulationsFor } from '../scenarios/demo-data';
import type { SeedSession } from './seed-session';

export const koenSessions: SeedSession[] = [
  {
    sessionId: '3f6c2a8e-5b1d-4c7e-9a2f-1d8e4b6c0a11',
    userId: 'koen',
    hoursAgo: 26,
    minutes: 48,
    turns: [
      { user: 'Start inspectie bij Restaurant Bella Rosa (KVK 92251854)' },
      { handoffTo: 'history-agent' },
      { agent: 'history-agent', tool: 'get_company_info', args: { kvk_number: '92251854' }, result: companyInfo },
      {
        agent: 'history-agent',
        tool: 'get_inspection_history',
        args: { kvk_number: '92251854', limit: 5 },
        result: inspectionHistory,
      },
      {
        agent: 'history-agent',
        say: 'Inspectie gestart bij **Restaurant Bella Rosa**, Oudegracht 142 in Utrecht. Bij de vorige inspectie (14 maart 2025) stond de koelcel op 8,5 °C; dat punt staat nog open.',
      },
      { user: 'Bevinding: koelcel staat op 8 °C, temperatuurlijst is twee weken niet bijgehouden' },
      { handoffTo: 'regulation-agent' },
      {
        agent: 'regulation-agent',
        tool: 'search_regulations',
        args: { query: 'koelcel temperatuur registratie', jurisdiction: 'NL' },
        result: { results: regulationsFor('koelcel temperatuur') },
      },
      {
        agent: 'regulation-agent',
        say: 'Dit valt onder de **Hygiënecode voor de Horeca** (koelen en bewaren, maximaal 7 °C) en **Verordening (EG) nr. 852/2004**, bijlage II, hoofdstuk IX. Omdat het een herhaalde overtreding is, adviseer ik een schriftelijke waarschuwing.',
      },
      { user: 'Genereer het inspectierapport' },
      { handoffTo: 'reporting-agent' },
      {
        agent: 'reporting-agent',
        tool: 'generate_final_report',
        args: { inspectionId: 'INS-2025-1187', kvkNumber: '92251854', includePhotos: true, language: 'nl' },
        result: { status: 'generated', fileName: 'rapport-INS-2025-1187.pdf', pages: 5 },
      },
      {
        agent: 'reporting-agent',
        say: 'Het rapport `rapport-INS-2025-1187.pdf` is opgesteld en opgeslagen in het dossier.',
      },
    ],
  },
  {
    sessionId: '8a1e7d42-0c9b-4f3a-b6d5-2e7f9c1a3b22',
    userId: 'koen',
    hoursAgo: 74,
    minutes: 35,
    turns: [
      { user: "Start herinspectie bij Snackbar 't Hoekje, KVK 81234567" },
      {
        agent: 'history-agent',
        tool: 'get_company_info',
        args: { kvk_number: '81234567' },
        result: {
          kvkNumber: '81234567',
          name: "Snackbar 't Hoekje",
          address: { street: 'Kerkstraat 8', postalCode: '6811 DL', city: 'Arnhem' },
          sbiCode: '56102',
        },
      },
      {
        agent: 'history-agent',
        tool: 'get_inspection_history',
        args: { kvk_number: '81234567', limit: 5 },
        result: {
          inspections: [
            {
              inspectionId: 'INS-2025-0611',
              date: '2025-06-11',
              result: 'herinspectie nodig',
              findings: [{ description: 'Frituurvet niet tijdig ververst', severity: 'middel' }],
            },
          ],
        },
      },
      {
        agent: 'history-agent',
        say: "Snackbar 't Hoekje kreeg in juni een herinspectie vanwege frituurvet dat niet tijdig werd ververst. Controleer vandaag vooral het frituurvet en de registratie daarvan.",
      },
      { user: 'Het frituurvet is donker en ruikt sterk, er is geen verversingslog' },
      {
        agent: 'regulation-agent',
        tool: 'search_regulations',
        args: { query: 'frituurvet verversen registratie', jurisdiction: 'NL' },
        result: { results: regulationsFor('frituurvet') },
      },
      {
        agent: 'regulation-agent',
        say: 'Volgens de Hygiënecode moet frituurvet tijdig worden ververst en moet dat worden vastgelegd. Omdat dit een herhaling is, is een bestuurlijke boete mogelijk.',
      },
    ],
  },
  {
    sessionId: 'c4b9e0f1-7a62-4d18-8e3c-5f0a2d9b4c33',
    userId: 'koen',
    hoursAgo: 150,
    minutes: 6,
    turns: [
      { user: 'Welke allergeneninformatie moet een lunchroom kunnen geven?' },
      {
        agent: 'general-agent',
        say: 'Een lunchroom moet voor alle 14 allergenen uit **Verordening (EU) nr. 1169/2011** kunnen vertellen of ze in een gerecht zitten, mondeling of op schrift. Mondeling mag alleen als op de kaart staat dat klanten het kunnen vragen.',
      },
    ],
  },
];
