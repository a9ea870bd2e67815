import { useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import { useFormats } from './use-formats';
import type { StateTravel } from './use-state-travel';

/** A slider over the kept state events; moving it holds the picked state until "back to live". */
export function StateScrubber({ travel }: { travel: StateTravel }) {
  const t = useT();
  const { clock } = useFormats();
  const id = useId();
  const slider = useRef<HTMLInputElement>(null);
  const { count, index, shown, pinned, newCount } = travel;
  const valueText = shown
    ? t('travel.valueText', {
        index: index + 1,
        count,
        kind: t(`state.change.${shown.kind}`),
        time: clock(shown.at),
      })
    : undefined;
  const news = newCount === 1 ? t('travel.newChange') : t('travel.newChanges', { count: newCount });
  return (
    <div className="mb-2 text-xs text-slate-600">
      <label htmlFor={id}>{t('travel.label')}</label>
      <input
        id={id}
        ref={slider}
        type="range"
        min={0}
        max={count - 1}
        value={index}
        aria-valuetext={valueText}
        onChange={(event) => travel.pick(Number(event.target.value))}
        className="block w-full accent-teal-700 pointer-coarse:min-h-11"
      />
      <div className="flex flex-wrap items-center gap-2">
        <p aria-live="polite" className={pinned ? 'font-medium text-amber-900' : ''}>
          {pinned ? `${t('travel.earlier')} · ${news}` : t('travel.live')}
        </p>
        {pinned && (
          <Button
            size="sm"
            onClick={() => {
              travel.release();
              slider.current?.focus();
            }}
          >
            {t('travel.backToLive')}
          </Button>
        )}
      </div>
    </div>
  );
}
