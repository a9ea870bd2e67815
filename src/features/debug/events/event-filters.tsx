import { useId, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { EntryFilter } from './entry-filter';

interface EventFiltersProps {
  filter: EntryFilter;
  types: readonly string[];
  onChange: (filter: EntryFilter) => void;
}

const control = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 pointer-coarse:min-h-11';

function Field({ id, label, wide, children }: { id: string; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-0.5 ${wide ? 'min-w-40 flex-1' : ''}`}>
      <label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

export function EventFilters({ filter, types, onChange }: EventFiltersProps) {
  const t = useT();
  const id = useId();
  const options = filter.type && !types.includes(filter.type) ? [...types, filter.type] : types;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field id={`${id}-type`} label={t('events.filter.type')}>
        <select
          id={`${id}-type`}
          value={filter.type}
          onChange={(event) => onChange({ ...filter, type: event.target.value })}
          className={control}
        >
          <option value="">{t('events.filter.allTypes')}</option>
          {options.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-direction`} label={t('events.filter.direction')}>
        <select
          id={`${id}-direction`}
          value={filter.direction}
          onChange={(event) => onChange({ ...filter, direction: event.target.value as EntryFilter['direction'] })}
          className={control}
        >
          <option value="all">{t('events.filter.allDirections')}</option>
          <option value="in">↓ {t('events.direction.in')}</option>
          <option value="out">↑ {t('events.direction.out')}</option>
          <option value="client">• {t('events.direction.client')}</option>
        </select>
      </Field>
      <label className="flex items-center gap-1 self-center text-xs text-slate-700 pointer-coarse:min-h-11 pointer-coarse:min-w-11">
        <input
          type="checkbox"
          className="pointer-coarse:h-5 pointer-coarse:w-5"
          checked={filter.problems}
          onChange={(event) => onChange({ ...filter, problems: event.target.checked })}
        />
        {t('inspect.onlyProblems')}
      </label>
      <Field id={`${id}-query`} label={t('events.filter.search')} wide>
        <input
          id={`${id}-query`}
          type="search"
          value={filter.query}
          placeholder={t('events.filter.searchHint')}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
          className={control}
        />
      </Field>
    </div>
  );
}
