import { Banner } from '../../components/ui/banner';
import { useT } from '../../i18n/use-t';
import { useReplayProgress } from '../../session/react/hooks';

export function ReplayBanner({ onStop }: { onStop: () => void }) {
  const t = useT();
  const progress = useReplayProgress();
  if (!progress) return null;
  return (
    <Banner tone="note" role="status" action={{ label: t('replay.stop'), onClick: onStop }}>
      {t('replay.banner', { done: progress.done, total: progress.total })}
    </Banner>
  );
}
