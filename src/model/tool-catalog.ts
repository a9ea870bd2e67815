import type { Language } from '../lib/locale';

/**
 * AGORA's known tools in Dutch, by technical name (its MCP servers' tools, its own settings tool and its mock's),
 * in the words AGORA's servers use for them, so a call is named alike whether or not a frame carried its label.
 * Hand-offs are not listed: they are named by their agent (`agent.*` in the catalogs) and `tool.handoffLabel`.
 */
const dutchToolNames: Readonly<Record<string, string>> = {
  check_company_exists: 'Controleren bedrijfsgegevens',
  get_company_info: 'Ophalen bedrijfsgegevens',
  get_inspection_history: 'Ophalen inspectiehistorie',
  search_regulations: 'Zoeken in regelgeving',
  get_regulation_context: 'Ophalen context van regelgeving',
  lookup_regulation_articles: 'Opzoeken wetsartikelen',
  extract_inspection_data: 'Verwerken inspectiegegevens',
  submit_verification_answers: 'Verwerken antwoorden',
  generate_final_report: 'Genereren eindrapport',
  generate_inspection_report: 'Genereren inspectierapport',
  get_report_status: 'Ophalen rapportstatus',
  update_user_settings: 'Bijwerken instellingen',
};

/** The technical names the catalog knows (for tests that check what the UI shows). */
export function knownToolNames(): string[] {
  return Object.keys(dutchToolNames);
}

/** Turns `generate_final_report` into "Generate final report" for people. */
export function readableToolName(toolName: string): string {
  const words = toolName.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The catalog's name of a known tool in `language`, or undefined for a tool AGORA is not known to have. AGORA names
 * its tools in English words, so in English a known tool's technical name made readable is its catalog name.
 */
export function catalogToolName(toolName: string, language: Language): string | undefined {
  if (!Object.hasOwn(dutchToolNames, toolName)) return undefined;
  return language === 'nl' ? dutchToolNames[toolName] : readableToolName(toolName);
}

const dutchWords = new Set('naar van het de een en voor met aan bij uit op ik'.split(' '));
const englishWords = new Set(
  (
    'the of to and for with from by get check search generate create update delete find lookup fetch transfer ' +
    'submit verify extract report history company info'
  ).split(' '),
);

/**
 * The language a server's label is in, by a rule that holds for AGORA's labels: Dutch function words, or a first
 * word that is a Dutch infinitive ("Ophalen …", "Controleren …"), against English function words and the English
 * words AGORA's technical names are made of. Undefined when neither side has more (a name such as "NS Reisplanner").
 */
export function labelLanguage(label: string): Language | undefined {
  const words = label
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const first = words[0] ?? '';
  let dutch = words.filter((word) => dutchWords.has(word)).length;
  const english = words.filter((word) => englishWords.has(word)).length;
  if (first.length > 3 && first.endsWith('en') && !englishWords.has(first)) dutch += 1;
  if (dutch === english) return undefined;
  return dutch > english ? 'nl' : 'en';
}

/**
 * What to call a tool in `language`: the first server label not plainly in another language (the server knows its
 * tools best), else the catalog's name, else a server label after all. Undefined when there is none of these.
 */
export function chooseToolLabel(
  serverLabels: readonly (string | undefined)[],
  catalog: string | undefined,
  language: Language,
): string | undefined {
  const labels = serverLabels.filter((label): label is string => !!label?.trim());
  return fittingLabel(labels, language) ?? catalog ?? labels[0];
}

/** The first label that is not plainly in another language than `language`. */
export function fittingLabel(labels: readonly (string | undefined)[], language: Language): string | undefined {
  return labels.find((label) => !!label?.trim() && (labelLanguage(label) ?? language) === language);
}
