import { Agents, turnInfo } from './demo-state';
import type { DemoInput } from './demo-state';
import { runTurn, stateDelta, step } from './script';
import type { ScriptStep } from './script';

const steps = ['Temperatuur koelcel meten', 'Opslag controleren op ongedierte', 'Handenwasgelegenheid controleren'];

/**
 * "Checklist…": general-agent puts an inspection checklist in the shared state and ticks off what the
 * inspection so far covered, and says nothing: a run that only changes state (STATE_DELTA, then the
 * closing snapshot that carries the checklist).
 */
export function checklistScript(input: DemoInput): ScriptStep[] {
  const turn = turnInfo(input, Agents.general);
  const checklist = {
    title: 'Checklist hygiëne-inspectie',
    steps: steps.map((description, index) => ({ description, status: index < 2 ? 'completed' : 'pending' })),
  };
  const pending = { ...checklist, steps: checklist.steps.map((s) => ({ ...s, status: 'pending' })) };
  return runTurn(
    { ...turn, finalState: { ...turn.state, checklist } },
    step('thinking', [
      stateDelta([{ op: 'add', path: '/checklist', value: pending }]),
      stateDelta([
        { op: 'replace', path: '/checklist/steps/0/status', value: 'completed' },
        { op: 'replace', path: '/checklist/steps/1/status', value: 'completed' },
      ]),
    ]),
  );
}
