import { useEffect, useMemo, useState } from 'react';
import { useVirtualList } from '../../../components/ui/virtual/use-virtual-list';
import { useT } from '../../../i18n/use-t';
import { useToolCallList } from '../../../session/hooks';
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
export function ToolCallsPanel() {
  const t = useT();
  const calls = useToolCallList();
  const [filter, setFilter] = useState<ToolCallFilter>(anyCall);
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

  const shown = useMemo(() => filterToolCalls(calls, filter), [calls, filter]);
  const { items, totalSize, setScroller, setList, measure, scrollToIndex } = useVirtualList({
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
            <button
              type="button"
              onClick={() => setFilter(anyCall)}
              className="rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100"
            >
              {t('tools.filter.reset')}
            </button>
          </p>
        ) : (
          <ol ref={setList} className="relative" style={{ height: totalSize }}>
            {items.map((row) => {
              const call = shown[row.index];
              return call ? (
                <li
                  key={row.key}
                  data-index={row.index}
                  ref={measure}
                  className="absolute inset-x-0 pb-2"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <ToolCallRow
                    call={call}
                    open={isOpen(call.id)}
                    onToggle={setOpen}
                    onShowMessage={showMessage}
                    flashKey={flash?.id === call.id ? flash.nonce : undefined}
                  />
                </li>
              ) : null;
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
