import { useT } from '../../../i18n/use-t';
import { useEventLog } from '../../../session/react/hooks';

/** The events tab's name, with how many frames in the log are problems: "Gebeurtenissen (3 ⚠)". */
export function EventsTabLabel() {
  const t = useT();
  const { problems } = useEventLog();
  const label = t('panels.events');
  return problems > 0 ? t('inspect.tab', { label, count: problems }) : label;
}
