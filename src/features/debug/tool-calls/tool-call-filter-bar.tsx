import { useId, type ReactNode } from 'react';
import { useAgentName, useT } from '../../../i18n/use-t';
import type { ToolCallRecord } from '../../../model/session-state';
import { presentValues, statusFilters, type StatusFilter, type ToolCallFilter } from './tool-call-filter';

// Select values: '' for "any", '=' + value for one value (so an empty agent id stays distinct from "any").
const encode = (value: string | undefined) => (value === undefined ? '' : `=${value}`);
const decode = (value: string) => (value === '' ? undefined : value.slice(1));

interface Props {
  calls: readonly ToolCallRecord[];
  filter: ToolCallFilter;
  onChange: (filter: ToolCallFilter) => void;
  shown: number;
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function Field({ label, value, onChange, children }: FieldProps) {
  const id = useId();
  return (
    <span className="flex items-center gap-1">
      <label htmlFor={id} className="text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-40 rounded-md border border-slate-300 bg-white px-1 py-0.5 pointer-coarse:min-h-11"
      >
        {children}
      </select>
    </span>
  );
}

interface ValueFieldProps {
  label: string;
  values: readonly string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  show?: (value: string) => string;
}

/** A filter on one of the values present, or any. */
function ValueField({ label, values, value, onChange, show = (text) => text }: ValueFieldProps) {
  const t = useT();
  return (
    <Field label={label} value={encode(value)} onChange={(choice) => onChange(decode(choice))}>
      <option value="">{t('tools.filter.all')}</option>
      {values.map((option) => (
        <option key={option} value={encode(option)}>
          {show(option)}
        </option>
      ))}
    </Field>
  );
}

/** Status, tool name and agent filters, and how many calls they let through. */
export function ToolCallFilterBar({ calls, filter, onChange, shown }: Props) {
  const t = useT();
  const agentName = useAgentName();
  const names = presentValues(calls, (call) => call.name, filter.name);
  const agents = presentValues(calls, (call) => call.agentId ?? '', filter.agent);
  return (
    <div
      role="group"
      aria-label={t('tools.filters')}
      className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-3 py-2 text-xs"
    >
      <Field
        label={t('tools.filter.status')}
        value={filter.status}
        onChange={(status) => onChange({ ...filter, status: status as StatusFilter })}
      >
        {statusFilters.map((status) => (
          <option key={status} value={status}>
            {t(`tools.filter.${status}`)}
          </option>
        ))}
      </Field>
      <ValueField
        label={t('tools.filter.name')}
        values={names}
        value={filter.name}
        onChange={(name) => onChange({ ...filter, name })}
      />
      <ValueField
        label={t('tools.filter.agent')}
        values={agents}
        value={filter.agent}
        onChange={(agent) => onChange({ ...filter, agent })}
        show={(agent) => (agent === '' ? t('tools.filter.noAgent') : agentName(agent))}
      />
      <output aria-live="polite" className="ml-auto text-slate-600">
        {t('tools.count', { shown, total: calls.length })}
      </output>
    </div>
  );
}
