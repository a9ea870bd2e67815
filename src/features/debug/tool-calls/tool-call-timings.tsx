import { useLanguage } from '../../../i18n/i18n-context';
import { useT } from '../../../i18n/use-t';
import { formatClock } from '../../../lib/format-clock';
import type { ToolCallRecord } from '../../../model/session-state';
import { formatDuration, timings } from './format-timing';
import { isRunning } from './tool-call-filter';

/** Start → arguments complete → result: clock times and how long each step took. */
export function ToolCallTimings({ call }: { call: ToolCallRecord }) {
  const t = useT();
  const language = useLanguage();
  if (call.restored) return <p className="text-xs text-slate-600">{t('tools.timing.restored')}</p>;
  const absent = isRunning(call.status) ? t('tools.timing.pending') : t('tools.timing.missing');
  const total = call.resultAt === undefined ? undefined : call.resultAt - call.startedAt;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      {timings(call).map(({ step, at, took }) => (
        <div key={step} className="contents">
          <dt className="text-slate-600">{t(`tools.timing.${step}`)}</dt>
          <dd className="font-mono">
            {at === undefined ? (
              <span className="font-sans text-slate-500">{absent}</span>
            ) : (
              <>
                <time dateTime={new Date(at).toISOString()}>{formatClock(at, language)}</time>
                {took !== undefined && (
                  <span className="ml-2 text-slate-700">
                    {t('tools.timing.after', { duration: formatDuration(took, language) })}
                  </span>
                )}
                {step === 'result' && total !== undefined && (
                  <span className="ml-2 text-slate-500">
                    ({t('tools.timing.total', { duration: formatDuration(total, language) })})
                  </span>
                )}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
