import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useVirtualList } from '../../../components/ui/virtual/use-virtual-list';
import { VirtualRows } from '../../../components/ui/virtual/virtual-rows';
import { useT } from '../../../i18n/use-t';
import type { ToolCallRecord } from '../../../model/session-state';
import { useToolCallList } from '../../../session/react/hooks';
import { anyCall, filterToolCalls, matchesFilter, type ToolCallFilter } from './tool-call-filter';
import { ToolCallFilterBar } from './tool-call-filter-bar';
import { ToolCallRow } from './tool-call-row';
import { useExpandedCalls } from './use-expanded-calls';
import { useToolCallFocus, type FocusRequest } from './use-tool-call-focus';

const flashFor = 2000;

/**
 * Every tool call of the session, oldest at the top and newest at the bottom (as in the chat),
 * with filters; a call the chat asks to show is opened, scrolled to and highlighted briefly.
 */
/** The call another panel asked to show: opened, the filter cleared if it hid it, highlighted for a moment. */
function useRequestedCall(
  calls: readonly ToolCallRecord[],
  filter: ToolCallFilter,
  setFilter: (filter: ToolCallFilter) => void,
) {
  const { isOpen, setOpen } = useExpandedCalls(calls);
  const { request, showMessage } = useToolCallFocus();
  const [handled, setHandled] = useState<number>();
  const [flash, setFlash] = useState<FocusRequest>();
  // Follow a request once its call is here (it may arrive with history loaded later).
  const requested = request && request.nonce !== handled ? calls.find((call) => call.id === request.id) : undefined;
  if (request && requested) {
    setHandled(request.nonce);
    setFlash(request);
    setOpen(requested.id, true);
    if (!matchesFilter(requested, filter)) setFilter(anyCall);
  }
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(undefined), flashFor);
    return () => clearTimeout(timer);
  }, [flash]);
  return { isOpen, setOpen, showMessage, flash };
}

/**
 * Every tool call of the session, oldest at the top and newest at the bottom (as in the chat),
 * with filters; a call the chat asks to show is opened, scrolled to and highlighted briefly.
 */
export function ToolCallsPanel() {
  const t = useT();
  const calls = useToolCallList();
  const [filter, setFilter] = useState<ToolCallFilter>(anyCall);
  const { isOpen, setOpen, showMessage, flash } = useRequestedCall(calls, filter, setFilter);
  const shown = useMemo(() => filterToolCalls(calls, filter), [calls, filter]);
  const { setScroller, scrollToIndex, ...list } = useVirtualList({
    count: shown.length,
    keyAt: (index) => shown[index]?.id ?? index,
    estimateSize: 48,
    overscan: 8,
  });
  // The call another panel asked for may be far outside the rendered rows: scroll it into view.
  useEffect(() => {
    const index = flash ? shown.findIndex((call) => call.id === flash.id) : -1;
    if (index >= 0) scrollToIndex(index, 'center');
  }, [flash, shown, scrollToIndex]);
  return (
    <section aria-label={t('tools.label')} className="flex h-full min-h-0 flex-col">
      {calls.length > 0 && (
        <ToolCallFilterBar calls={calls} filter={filter} onChange={setFilter} shown={shown.length} />
      )}
      <div ref={setScroller} className="min-h-0 flex-1 overflow-y-auto p-3">
        {calls.length === 0 ? (
          <p className="text-sm text-slate-600">{t('tools.empty')}</p>
        ) : shown.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            {t('tools.noMatch')}
            <Button size="sm" onClick={() => setFilter(anyCall)}>
              {t('tools.filter.reset')}
            </Button>
          </p>
        ) : (
          <VirtualRows
            {...list}
            itemAt={(index) => shown[index]}
            rowClassName="pb-2"
            renderRow={(call) => (
              <ToolCallRow
                call={call}
                open={isOpen(call.id)}
                onToggle={setOpen}
                onShowMessage={showMessage}
                flashKey={flash?.id === call.id ? flash.nonce : undefined}
              />
            )}
          />
        )}
      </div>
    </section>
  );
}
