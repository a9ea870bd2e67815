import { useT } from '../../i18n/use-t';
import { useAppController } from '../../ui-state/app-controller';

/** The first stop of the Tab order, shown once focused: straight to the message box, past header and sessions. */
export function SkipLink() {
  const t = useT();
  const { composerBox } = useAppController();
  return (
    <a
      href="#composer"
      onClick={(event) => {
        event.preventDefault();
        composerBox.focus();
      }}
      className="sr-only rounded-md bg-white px-3 py-2 font-medium text-teal-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-teal-700"
    >
      {t('app.skipToComposer')}
    </a>
  );
}
