import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { useAppController } from '../../ui-state/app-controller';

/** Shown instead of the conversation when another tab or window has it open: one sender at a time. */
export function OpenElsewhere({ onTakeOver }: { onTakeOver: () => void }) {
  const t = useT();
  const { composerBox } = useAppController();
  // The message box had focus (it is focused from the first paint) and this view has no place for it: the way on
  // takes the focus, so no one is left typing into a box nobody sees.
  const takeTheBoxFocus = (button: HTMLButtonElement | null) => {
    if (button && composerBox.hasFocus()) button.focus();
  };
  return (
    <section aria-labelledby="open-elsewhere-title" className="m-auto max-w-lg p-6 text-center">
      <h2 id="open-elsewhere-title" className="text-lg font-semibold text-slate-900">
        {t('thread.elsewhere.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('thread.elsewhere.body')}</p>
      <Button ref={takeTheBoxFocus} variant="primary" size="lg" onClick={onTakeOver} className="mt-4">
        {t('thread.elsewhere.takeOver')}
      </Button>
    </section>
  );
}
