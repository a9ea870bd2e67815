import { companyInfo, inspectionHistory } from './demo-data';
import { Agents, bellaRosaInspection, readInspection, turnInfo } from './demo-state';
import type { DemoInput } from './demo-state';
import { handoff } from './handoff';
import { runTurn, sequence, stateDelta, step } from './script';
import type { ScriptStep } from './script';
import { textMessage } from './text-message';
import { toolCall } from './tool-call';

const answer = `## Inspectie gestart: Restaurant Bella Rosa

Ik heb de bedrijfsgegevens en de inspectiegeschiedenis opgezocht.

| Gegeven | Waarde |
|---|---|
| KVK-nummer | 92251854 |
| Adres | Oudegracht 142, 3511 AZ Utrecht |
| Activiteit | Restaurant (SBI 56101) |
| Eigenaar | G. Romano |
| Laatste inspectie | 14 maart 2025 (waarschuwing) |

**Eerdere bevindingen:**

- 14-03-2025: koelcel op 8,5 °C (norm maximaal 7 °C), nog **open**
- 14-03-2025: snijplank voor rauw vlees niet gescheiden, opgelost
- 02-09-2024: temperatuurregistratie ontbrak, opgelost bij herinspectie
- 18-01-2024: geen tekortkomingen

Let vandaag extra op de **temperatuur van de koelcel** en de registratie daarvan. Meld je bevindingen, dan zoek ik de regelgeving erbij.`;

const spoken =
  'Ik heb de inspectie bij Restaurant Bella Rosa gestart. Het bedrijf zit aan de Oudegracht in Utrecht. ' +
  'Bij de vorige inspectie in maart was de koelcel te warm en kreeg het bedrijf een waarschuwing. ' +
  'Let vandaag dus extra op de temperatuur van de koelcel. Meld je bevindingen, dan zoek ik de regelgeving erbij.';

/** "Start inspectie…": general-agent hands off to history-agent, which looks up company and history. */
export function startScript(input: DemoInput): ScriptStep[] {
  const { ids } = input;
  const previous = readInspection(input.state);
  const inspection = bellaRosaInspection(input.threadId, previous?.findings);
  const turn = { ...turnInfo(input, Agents.general, Agents.history), finalState: { inspection } };
  const answerId = ids('msg');
  return runTurn(
    turn,
    sequence(
      step('routing', []),
      step('executing_tools', [
        ...handoff(turn, { to: Agents.history, toolCallId: ids('call'), parentMessageId: answerId }),
        ...toolCall({
          id: ids('call'),
          name: 'get_company_info',
          args: { kvk_number: '92251854' },
          result: companyInfo,
          parentMessageId: answerId,
          durationMs: 550,
        }),
        ...toolCall({
          id: ids('call'),
          name: 'get_inspection_history',
          args: { kvk_number: '92251854', limit: 5 },
          result: inspectionHistory,
          parentMessageId: answerId,
          durationMs: 850,
        }),
      ]),
      [stateDelta([{ op: 'add', path: '/inspection', value: inspection }])],
      step('thinking', textMessage(answerId, answer, spoken)),
    ),
  );
}
