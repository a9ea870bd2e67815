import { memo, useId } from 'react';
import { useLanguage } from '../../../i18n/i18n-context';
import { useAgentName, useT } from '../../../i18n/use-t';
import { useToolLabel } from '../../../i18n/use-tool-label';
import { formatClock } from '../../../lib/format-clock';
import type { ToolCallRecord, ToolCallStatus } from '../../../model/session-state';
import { ToolCallDetails } from './tool-call-details';

const look: Record<ToolCallStatus, { tone: string; icon: string }> = {
  streaming_args: { tone: 'border-sky-300 bg-sky-50 text-sky-900', icon: '…' },
  awaiting_result: { tone: 'border-sky-300 bg-sky-50 text-sky-900', icon: '⏳' },
  completed: { tone: 'border-emerald-300 bg-emerald-50 text-emerald-900', icon: '✓' },
  failed: { tone: 'border-rose-300 bg-rose-50 text-rose-900', icon: '✕' },
  interrupted: { tone: 'border-amber-300 bg-amber-50 text-amber-900', icon: '⏸' },
  awaiting_client: { tone: 'border-violet-300 bg-violet-50 text-violet-900', icon: '✋' },
};

interface RowProps {
  call: ToolCallRecord;
  open: boolean;
  onToggle: (id: string, open: boolean) => void;
  onShowMessage: (messageId: string) => void;
  /** Set (to the request's nonce) while another panel asked to show this call. */
  flashKey?: number;
}

/** One tool call (the content of its list item): a disclosure button with its names, agent and status; details only when open. */
export const ToolCallRow = memo(function ToolCallRow({ call, open, onToggle, onShowMessage, flashKey }: RowProps) {
  const t = useT();
  const agentName = useAgentName();
  const language = useLanguage();
  const detailsId = useId();

  const { tone, icon } = look[call.status];
  const label = useToolLabel()(call);
  const display = call.orphan ? t('tools.orphan') : label.text;
  return (
    <div
      className={`rounded-lg border border-slate-200 bg-white transition-shadow ${flashKey !== undefined ? 'ring-2 ring-amber-400' : ''}`}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onClick={() => onToggle(call.id, !open)}
        className="flex w-full flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 text-left text-sm hover:bg-slate-50 pointer-coarse:min-h-11"
      >
        <span aria-hidden className="w-3 text-slate-400">
          {open ? '▾' : '▸'}
        </span>
        <span className={`inline-flex items-center gap-1 rounded-full border px-2 text-xs ${tone}`}>
          <span aria-hidden>{icon}</span>
          {t(`tools.status.${call.status}`)}
        </span>
        <span className="font-medium">{display}</span>
        <code className="min-w-0 text-xs break-all text-slate-600">{call.name}</code>
        <span className="text-xs text-slate-600">· {agentName(call.agentId)}</span>
        {call.rejectedByInspector && (
          <span className="rounded bg-rose-100 px-1.5 text-xs text-rose-800">{t('tool.rejected')}</span>
        )}
        {call.restored && (
          <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-600">{t('tools.restored')}</span>
        )}
        {!call.restored && (
          <span className="ml-auto font-mono text-xs text-slate-500">{formatClock(call.startedAt, language)}</span>
        )}
      </button>
      {open && (
        <div id={detailsId}>
          <ToolCallDetails call={call} onShowMessage={onShowMessage} />
        </div>
      )}
    </div>
  );
});
