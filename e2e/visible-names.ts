import { expect, type Locator, type Page } from '@playwright/test';
import { en } from '../src/i18n/en';
import { enConversation } from '../src/i18n/en-conversation';
import { knownToolNames, readableToolName } from '../src/model/tool-catalog';

/** How AGORA's servers name their agents in English (`GET /agents`, the agent SDK's hand-off tools). */
const serverAgentNames = [
  'NVWA General Assistant',
  'Company and Inspection History Specialist',
  'Regulation Analysis Expert',
  'HAP Inspection Report Specialist',
];

/** What must never show in the Dutch UI outside the debug panels: technical names and the catalog's English. */
function forbiddenNames(): string[] {
  const englishAgents = Object.entries(en)
    .filter(([key]) => key.startsWith('agent.'))
    .map(([, text]) => text);
  return [
    ...knownToolNames(),
    'transfer_to_',
    ...knownToolNames().map(readableToolName),
    ...englishAgents,
    ...serverAgentNames,
    enConversation['tool.handoffLabel'],
  ];
}

/** The page's visible text with its tooltips and accessible labels, the debug panels left out. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const panels = document.querySelector('[aria-label="Onder de motorkap"]');
    const outside = (element: Element) => !panels?.contains(element);
    const labels = [...document.querySelectorAll('[title], [aria-label]')]
      .filter(outside)
      .map((element) => `${element.getAttribute('title') ?? ''} ${element.getAttribute('aria-label') ?? ''}`);
    const text = panels
      ? document.body.innerText.replace((panels as HTMLElement).innerText, '')
      : document.body.innerText;
    return [text, ...labels].join('\n');
  });
}

/** No technical tool name and no English name of AGORA's known tools and agents in what the Dutch UI shows now. */
export async function expectOnlyDutchNames(page: Page): Promise<void> {
  const text = await shownText(page);
  const found = forbiddenNames().filter((name) => new RegExp(`(^|\\W)${name}`).test(text));
  expect(found, 'technical or English names in the Dutch UI').toEqual([]);
}

/** A technical name in a debug panel is shown whole: wrapped, not cut with an ellipsis. */
export async function expectShownWhole(name: Locator): Promise<void> {
  await expect(name).toBeVisible();
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}
