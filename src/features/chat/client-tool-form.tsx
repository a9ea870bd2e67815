import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { addTexts } from '../../i18n/catalog';
import { enClientTools } from '../../i18n/en-client-tools';
import { nlClientTools } from '../../i18n/nl-client-tools';
import { useT } from '../../i18n/use-t';
import { useToolLabel } from '../../i18n/use-tool-label';
import { fieldOf } from '../../lib/record';
import { selectParsedArgs } from '../../model/selectors';
import type { ToolCallRecord } from '../../model/session-state';
import { backgroundToolName, planToolName, safeBackground } from '../../protocol/frontend-tools';
import { useSessionActions } from '../../session/react/hooks';

addTexts({ nl: nlClientTools, en: enClientTools });

interface Step {
  description: string;
  status: string;
}

const isStep = (value: unknown): value is Step => typeof fieldOf(value, 'description') === 'string';

function argsOf(call: ToolCallRecord): Record<string, unknown> {
  const args = selectParsedArgs(call);
  return 'value' in args && typeof args.value === 'object' && args.value !== null
    ? (args.value as Record<string, unknown>)
    : {};
}

const card = 'mt-2 w-full max-w-2xl rounded-xl border border-violet-300 bg-violet-50 p-3 text-sm text-violet-950';

/** One answer, once: the buttons lock as soon as one is pressed. */
function useAnswer(call: ToolCallRecord) {
  const { answerToolCall } = useSessionActions();
  const [sent, setSent] = useState(false);
  const answer = (result: object) => {
    if (sent) return;
    setSent(true);
    answerToolCall(call.id, JSON.stringify(result));
  };
  return { sent, answer };
}

function Actions({ sent, onConfirm, onReject }: { sent: boolean; onConfirm: () => void; onReject: () => void }) {
  const t = useT();
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button variant="primary" disabled={sent} onClick={onConfirm}>
        {t('clientTool.confirm')}
      </Button>
      <Button disabled={sent} onClick={onReject}>
        {t('clientTool.reject')}
      </Button>
    </div>
  );
}

/** A plan: each step with a checkbox (on unless the agent proposed it off); the kept steps go back. */
function PlanForm({ call, steps }: { call: ToolCallRecord; steps: readonly Step[] }) {
  const t = useT();
  const titleId = useId();
  const [kept, setKept] = useState(() => steps.map((step) => step.status !== 'disabled'));
  const { sent, answer } = useAnswer(call);
  const chosen = () =>
    steps.map((step, i) => ({ description: step.description, status: kept[i] ? 'enabled' : 'disabled' }));
  return (
    <section aria-labelledby={titleId} className={card}>
      <h3 id={titleId} className="font-semibold">
        {t('clientTool.planTitle')}
      </h3>
      <p className="mt-1">{steps.length ? t('clientTool.planHint') : t('clientTool.noSteps')}</p>
      <ul className="mt-2 space-y-1">
        {steps.map((step, i) => (
          <li key={i}>
            <label className="flex items-start gap-2 pointer-coarse:min-h-11">
              <input
                type="checkbox"
                className="mt-1"
                checked={kept[i] ?? false}
                disabled={sent}
                onChange={(event) => setKept((now) => now.map((on, j) => (j === i ? event.target.checked : on)))}
              />
              {step.description}
            </label>
          </li>
        ))}
      </ul>
      <Actions
        sent={sent}
        onConfirm={() => answer({ accepted: true, steps: chosen() })}
        onReject={() => answer({ accepted: false, steps: chosen() })}
      />
    </section>
  );
}

/** What a tool asks, as readable as its arguments allow: a sentence, a document, a colour, else its data. */
function ToolQuestion({ name, args }: { name: string; args: Record<string, unknown> }) {
  const t = useT();
  const { action, document, background } = args;
  if (typeof action === 'string') return <p className="mt-1">{action}</p>;
  if (name === backgroundToolName && typeof background === 'string') {
    const colour = safeBackground(background);
    return (
      <p className="mt-1 flex items-center gap-2">
        {colour && (
          <span aria-hidden className="h-4 w-4 rounded border border-slate-400" style={{ background: colour }} />
        )}
        {t(colour ? 'clientTool.background' : 'clientTool.unsafeBackground', { colour: background })}
      </p>
    );
  }
  const text = typeof document === 'string';
  return (
    <pre
      aria-label={t(text ? 'clientTool.document' : 'clientTool.arguments')}
      className="mt-1 max-h-60 overflow-auto rounded bg-white/60 p-2 font-sans whitespace-pre-wrap"
    >
      {text ? document : JSON.stringify(args, null, 2)}
    </pre>
  );
}

/** Any other tool left to the client: what it asks, confirm or reject, with an optional note. */
function ConfirmForm({ call, args }: { call: ToolCallRecord; args: Record<string, unknown> }) {
  const t = useT();
  const titleId = useId();
  const [note, setNote] = useState('');
  const { sent, answer } = useAnswer(call);
  const label = useToolLabel()(call);
  const withNote = (confirmed: boolean) => (note.trim() ? { confirmed, note: note.trim() } : { confirmed });
  const { details } = args;
  return (
    <section aria-labelledby={titleId} className={card}>
      <h3 id={titleId} className="font-semibold">
        {t('clientTool.confirmTitle', { tool: label.text })}
      </h3>
      <ToolQuestion name={call.name} args={args} />
      {typeof details === 'string' && <p className="mt-1 text-violet-900">{details}</p>}
      <label className="mt-2 block font-semibold">
        {t('clientTool.note')}
        <textarea
          value={note}
          disabled={sent}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white p-2 font-normal text-slate-900"
        />
      </label>
      <Actions sent={sent} onConfirm={() => answer(withNote(true))} onReject={() => answer(withNote(false))} />
    </section>
  );
}

/** The inspector's answer to a tool the agent left to the client: a plan to confirm, or a generic confirm form. */
export default function ClientToolForm({ call }: { call: ToolCallRecord }) {
  const args = argsOf(call);
  const steps = Array.isArray(args.steps) ? args.steps.filter(isStep) : undefined;
  if (call.name === planToolName && steps) return <PlanForm call={call} steps={steps} />;
  return <ConfirmForm call={call} args={args} />;
}
