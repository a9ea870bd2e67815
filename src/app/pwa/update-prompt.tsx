import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { useRunActive } from '../../ui-state/app-controller';
import { useUpdate } from './service-worker';

/**
 * Offers a new version of the app; while an answer runs, the button waits, so no answer is cut off. On a phone
 * it covers the header rather than the message box.
 */
export default function UpdatePrompt() {
  const t = useT();
  const apply = useUpdate((update) => update.apply);
  const running = useRunActive();
  if (!apply) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 top-2 z-40 flex flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-white p-3 text-sm shadow-lg sm:inset-x-auto sm:top-auto sm:bottom-4 sm:left-4 sm:max-w-xs"
    >
      <p>{t('pwa.updateReady')}</p>
      {running && <p className="text-slate-600">{t('pwa.afterAnswer')}</p>}
      <Button variant="primary" size="sm" disabled={running} onClick={apply} className="ml-auto">
        {t('pwa.update')}
      </Button>
    </div>
  );
}
