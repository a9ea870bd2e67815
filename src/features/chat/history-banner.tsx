import { useErrorText } from '../../i18n/error-text';
import { useT } from '../../i18n/use-t';
import { useHistoryStatus, useSessionActions } from '../../session/hooks';

/** Where the restored conversation would be: loading, or why it could not be loaded, with a retry. */
export function HistoryBanner() {
  const t = useT();
  const errorText = useErrorText();
  const history = useHistoryStatus();
  const { retryHistory } = useSessionActions();
  if (history.status === 'loading')
    return <p className="mx-auto mb-4 max-w-4xl text-sm text-slate-500">{t('history.loading')}</p>;
  if (history.status !== 'failed') return null;
  return (
    <div
      role="alert"
      className="mx-auto mb-4 flex max-w-4xl items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900"
    >
      <p>
        {t('history.failed', {
          message: errorText({ message: history.error ?? '', kind: history.errorKind, status: history.errorStatus }),
        })}
      </p>
      <button
        type="button"
        onClick={retryHistory}
        className="ml-auto rounded-md border border-rose-300 bg-white px-2 py-1 font-medium"
      >
        {t('sessions.retry')}
      </button>
    </div>
  );
}
