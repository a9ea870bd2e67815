import { Banner } from '../../components/ui/banner';
import { useErrorText } from '../../i18n/error-text';
import { useT, useTimeFormat } from '../../i18n/use-t';
import { useHistoryStatus, useSessionActions } from '../../session/react/hooks';

/**
 * Where the restored conversation would be: loading, why it could not be loaded, or that what is shown
 * is the copy kept from the last visit because the server cannot be reached; the last two with a retry.
 */
export function HistoryBanner() {
  const t = useT();
  const time = useTimeFormat();
  const errorText = useErrorText();
  const history = useHistoryStatus();
  const { retryHistory } = useSessionActions();
  if (history.status === 'loading')
    return <p className="mx-auto mb-4 max-w-4xl text-sm text-slate-500">{t('history.loading')}</p>;
  if (history.status === 'loaded' && history.cachedAt !== undefined) {
    return (
      <Banner
        tone="warning"
        placement="inset"
        role="status"
        action={{ label: t('sessions.retry'), onClick: retryHistory }}
      >
        <p>{t('history.offline', { time: time(history.cachedAt) })}</p>
      </Banner>
    );
  }
  if (history.status !== 'failed') return null;
  const message = errorText({ kind: history.errorKind, status: history.errorStatus });
  return (
    <Banner tone="error" placement="inset" action={{ label: t('sessions.retry'), onClick: retryHistory }}>
      <p>{t('history.failed', { message })}</p>
    </Banner>
  );
}
