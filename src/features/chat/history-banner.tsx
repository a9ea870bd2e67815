import { Banner } from '../../components/ui/banner';
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
  const message = errorText({ message: history.error ?? '', kind: history.errorKind, status: history.errorStatus });
  return (
    <Banner tone="error" placement="inset" action={{ label: t('sessions.retry'), onClick: retryHistory }}>
      <p>{t('history.failed', { message })}</p>
    </Banner>
  );
}
