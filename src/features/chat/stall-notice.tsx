import { useT, useTimeFormat } from '../../i18n/use-t';
import { useSessionActions, useStalledSince } from '../../session/hooks';

/** A run that went quiet: say since when, and offer a fresh connection (what was in flight is sent again). */
export function StallNotice() {
  const t = useT();
  const time = useTimeFormat();
  const since = useStalledSince();
  const { restartConnection } = useSessionActions();
  if (since === undefined) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 border-t border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-8"
    >
      <p>{t('stall.message', { time: time(since) })}</p>
      <button
        type="button"
        onClick={restartConnection}
        className="ml-auto rounded-md border border-amber-500 bg-white px-2 py-0.5 font-medium"
      >
        {t('stall.restart')}
      </button>
    </div>
  );
}
