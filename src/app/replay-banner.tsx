import { useT } from '../i18n/use-t';
import { useReplayProgress } from '../session/hooks';

export function ReplayBanner({ onStop }: { onStop: () => void }) {
  const t = useT();
  const progress = useReplayProgress();
  if (!progress) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-3 border-b border-violet-300 bg-violet-50 px-4 py-2 text-sm text-violet-950 sm:px-8"
    >
      {t('replay.banner', { done: progress.done, total: progress.total })}
      <button
        type="button"
        onClick={onStop}
        className="ml-auto rounded-md border border-violet-400 bg-white px-2 py-0.5 font-medium"
      >
        {t('replay.stop')}
      </button>
    </p>
  );
}
