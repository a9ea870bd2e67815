import { lazy, memo, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { type ToolLabel, useToolLabel } from '../../i18n/use-tool-label';
import { readToolResult } from '../../lib/python-repr';
import { selectParsedArgs } from '../../model/selectors';
import type { ToolCallRecord } from '../../model/session-state';
import { isHandoffTool } from '../../model/tool-labels';
import { useToolCall } from '../../session/react/hooks';
import { useFocus } from '../../ui-state/focus-store';

const ClientToolForm = lazy(() => import('./client-tool-form'));
// A run that said nothing shows its tools' objects as cards: their own chunk, on first such result.
const ToolResultCard = lazy(() => import('./tool-result-card'));
// Download links of a finished report: read on a completed call, with the chunk loaded after the page.
const ToolReport = lazy(() => import('./report-card'));

const tone = {
  streaming_args: 'border-sky-300 bg-sky-50 text-sky-900',
  awaiting_result: 'border-sky-300 bg-sky-50 text-sky-900',
  completed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  failed: 'border-rose-300 bg-rose-50 text-rose-900',
  interrupted: 'border-amber-300 bg-amber-50 text-amber-900',
  awaiting_client: 'border-violet-300 bg-violet-50 text-violet-900',
} as const;

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** An agent handing the conversation over: the server's label ("Overdracht naar specialist"), the agent beside it. */
function HandoffChip({ label }: { label: ToolLabel }) {
  const t = useT();
  const agent = label.handoff?.agent;
  return (
    <p
      title={agent === undefined ? label.text : t('tool.handoffTitle', { agent })}
      className="inline-flex max-w-full min-w-0 flex-wrap items-center gap-x-2 rounded-full border border-violet-200 bg-violet-50 px-3 py-1 text-sm text-violet-900"
    >
      <span>{label.handoff?.label ?? label.text}</span>
      {agent !== undefined && <span className="font-medium">{t('tool.handoff', { agent })}</span>}
    </p>
  );
}

function ToolCallDetails({ call }: { call: ToolCallRecord }) {
  const t = useT();
  const args = selectParsedArgs(call);
  const result = call.result === undefined ? undefined : readToolResult(call.result);
  return (
    <div className="mt-2 w-full max-w-2xl rounded-lg border border-slate-200 bg-white p-3 text-xs text-slate-900">
      <Button size="sm" onClick={() => useFocus.getState().showToolCall(call.id)} className="float-right">
        {t('tool.showInPanel')}
      </Button>
      <p className="font-semibold text-slate-700">{t('tool.arguments')}</p>
      <pre className="mt-1 max-h-60 overflow-auto rounded bg-slate-50 p-2 whitespace-pre-wrap">
        {'value' in args ? pretty(args.value) : call.argsText}
      </pre>
      {result && (
        <>
          <p className="mt-2 font-semibold text-slate-700">
            {t('tool.result')}
            {result.truncated && <span className="ml-2 font-normal italic">({t('tool.truncated')})</span>}
          </p>
          <pre className="mt-1 max-h-60 overflow-auto rounded bg-slate-50 p-2 whitespace-pre-wrap">{result.text}</pre>
        </>
      )}
    </div>
  );
}

/** A tool call: what the agent did, by its name in the UI's language (the technical one is for the debug panels), and its status; details on demand. */
function ToolCallChip({ call }: { call: ToolCallRecord }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const label = useToolLabel()(call);
  if (isHandoffTool(call.name) && !call.orphan) return <HandoffChip label={label} />;
  const busy = call.status === 'streaming_args' || call.status === 'awaiting_result';
  return (
    <div className="flex min-w-0 flex-col items-start">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex max-w-full items-center gap-2 rounded-full border px-3 py-1 text-sm pointer-coarse:min-h-11 ${tone[call.status]}`}
      >
        <span
          aria-hidden
          className={`h-2 w-2 shrink-0 rounded-full bg-current ${busy ? 'motion-safe:animate-pulse' : ''}`}
        />
        <span className="truncate font-medium">{label.text}</span>
        {call.orphan && <span className="truncate text-xs">{t('tool.orphan')}</span>}
        <span className="shrink-0 text-xs">· {t(`tool.${call.status}`)}</span>
        {call.rejectedByInspector && (
          <span className="shrink-0 rounded bg-rose-100 px-1.5 text-xs text-rose-800">{t('tool.rejected')}</span>
        )}
      </button>
      {open && <ToolCallDetails call={call} />}
      {call.status === 'completed' && (
        <Suspense fallback={null}>
          <ToolReport result={call.result} />
        </Suspense>
      )}
      {call.resultCard && call.result !== undefined && (
        <Suspense fallback={null}>
          <ToolResultCard result={call.result} tool={label.text} />
        </Suspense>
      )}
      {call.status === 'awaiting_client' && (
        <Suspense fallback={null}>
          <ClientToolForm call={call} />
        </Suspense>
      )}
    </div>
  );
}

/** A tool call's own row in the transcript; one that started inside its (already shown) answer is shown there instead. */
export const ToolChip = memo(function ToolChip({ id }: { id: string }) {
  const call = useToolCall(id);
  if (!call || call.inline) return null;
  return <ToolCallChip call={call} />;
});

function InlineToolCall({ id }: { id: string }) {
  const call = useToolCall(id);
  return call?.inline ? <ToolCallChip call={call} /> : null;
}

/** The tool calls an answer made after it had started, shown inside it. */
export function InlineToolCalls({ ids }: { ids: readonly string[] | undefined }) {
  if (!ids?.length) return null;
  return (
    <div className="mb-2 flex flex-wrap gap-2 empty:hidden">
      {ids.map((id) => (
        <InlineToolCall key={id} id={id} />
      ))}
    </div>
  );
}
