import { memo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { selectParsedArgs } from '../../protocol/selectors';
import { useToolCall } from '../../session/hooks';
import { useFocus } from '../../ui-state/focus-store';

const tone = {
  streaming_args: 'border-sky-300 bg-sky-50 text-sky-900',
  awaiting_result: 'border-sky-300 bg-sky-50 text-sky-900',
  completed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  failed: 'border-rose-300 bg-rose-50 text-rose-900',
  interrupted: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** A tool call where it happened: what the agent did, in words, with its status; details on demand. */
export const ToolChip = memo(function ToolChip({ id }: { id: string }) {
  const call = useToolCall(id);
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!call) return null;
  const label = call.spokenName ?? call.name;
  const busy = call.status === 'streaming_args' || call.status === 'awaiting_result';
  const args = open ? selectParsedArgs(call) : undefined;
  return (
    <div className="flex flex-col items-start">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex max-w-full items-center gap-2 rounded-full border px-3 py-1 text-sm ${tone[call.status]}`}
      >
        <span aria-hidden className={`h-2 w-2 shrink-0 rounded-full bg-current ${busy ? 'animate-pulse' : ''}`} />
        <span className="truncate font-medium">{label}</span>
        <code className="truncate text-xs">{call.orphan ? t('tool.orphan') : call.name}</code>
        <span className="text-xs">· {t(`tool.${call.status}`)}</span>
      </button>
      {open && (
        <div className="mt-2 w-full max-w-2xl rounded-lg border border-slate-200 bg-white p-3 text-xs">
          <button type="button" onClick={() => useFocus.getState().showToolCall(call.id)} className="float-right rounded-md border border-slate-300 px-2 py-0.5 font-medium hover:bg-slate-100">
            {t('tool.showInPanel')}
          </button>
          <p className="font-semibold text-slate-700">{t('tool.arguments')}</p>
          <pre className="mt-1 max-h-60 overflow-auto rounded bg-slate-50 p-2 whitespace-pre-wrap">
            {args && 'value' in args ? pretty(args.value) : call.argsText}
          </pre>
          {call.result !== undefined && (
            <>
              <p className="mt-2 font-semibold text-slate-700">{t('tool.result')}</p>
              <pre className="mt-1 max-h-60 overflow-auto rounded bg-slate-50 p-2 whitespace-pre-wrap">{call.result}</pre>
            </>
          )}
        </div>
      )}
    </div>
  );
});
