import { useCallback } from 'react';
import { isMessageKey } from '../../i18n/catalog';
import { useAgentName, useT } from '../../i18n/use-t';
import type { RunMoment } from '../../model/debug-selectors';
import { useRunTimeline } from '../../session/react/hooks';
import { EmptyNote, PanelPart } from './panel-part';
import { useFormats } from './use-formats';

function useMomentText(): (moment: RunMoment) => string {
  const t = useT();
  const agentName = useAgentName();
  return useCallback(
    (moment) => {
      switch (moment.kind) {
        case 'run':
          if (moment.label === 'error') return t('state.moment.runError', { message: moment.detail ?? '' });
          return t(moment.label === 'started' ? 'state.moment.runStarted' : 'state.moment.runFinished');
        case 'step': {
          const key = `step.${moment.step}`;
          const step = isMessageKey(key) ? t(key) : moment.step;
          return t(moment.label === 'started' ? 'state.moment.stepStarted' : 'state.moment.stepFinished', { step });
        }
        case 'agent':
          return t('state.moment.agent', { agent: agentName(moment.agent) });
        case 'tool':
          return t('state.moment.tool', { name: moment.name });
      }
    },
    [t, agentName],
  );
}

/** What the latest run did, in order, timed from its start. */
export function RunTimeline() {
  const t = useT();
  const moments = useRunTimeline();
  const text = useMomentText();
  const { seconds } = useFormats();
  const start = moments[0]?.at ?? 0;
  return (
    <PanelPart title={t('state.timeline')}>
      {moments.length === 0 ? (
        <EmptyNote>{t('state.timeline.empty')}</EmptyNote>
      ) : (
        <ol className="space-y-0.5 text-sm" aria-label={t('state.timeline')}>
          {moments.map((moment, index) => (
            <li
              key={index}
              className={`flex gap-3 ${moment.kind === 'run' && moment.label === 'error' ? 'text-rose-800' : 'text-slate-800'}`}
            >
              <span className="w-16 shrink-0 text-right text-xs leading-5 text-slate-500 tabular-nums">
                {t('state.offset', { seconds: seconds(moment.at - start) })}
              </span>
              <span className={moment.kind === 'step' || moment.kind === 'tool' ? 'pl-3' : 'font-medium'}>
                {text(moment)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </PanelPart>
  );
}
