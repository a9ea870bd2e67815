import { useCallback } from 'react';
import { localeTags, type Language } from '../lib/locale';
import { isMessageKey, translate, type MessageKey } from './catalog';
import { useLanguage, useServerAgents } from './i18n-context';

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function useT(): Translate {
  const language = useLanguage();
  return useCallback((key, vars) => translate(language, key, vars), [language]);
}

/** A display name for an agent id: the catalog's, else the server's (`GET /agents`), else the id made readable. */
export function useAgentName(): (agentId: string | undefined) => string {
  const t = useT();
  const agents = useServerAgents();
  return useCallback(
    (agentId) => {
      if (!agentId) return t('agent.unknown');
      // AGORA's servers name their agents in English ("HAP Inspection Report Specialist"): the client's own name, in
      // the inspector's language, wins where it has one; the server names the agents it alone knows.
      const key = `agent.${agentId}`;
      if (isMessageKey(key)) return t(key);
      const known = agents?.get(agentId)?.name;
      if (known) return known;
      const words = agentId.replace(/[-_]+/g, ' ').trim();
      return words.charAt(0).toUpperCase() + words.slice(1);
    },
    [t, agents],
  );
}

/**
 * An error code from AGORA (RUN_ERROR's `code`, agora:error's `errorCode`) in the inspector's language. The
 * server's own message is technical and often English: it is never part of a sentence here.
 */
export function useServerErrorText(): (code: string | undefined) => string {
  const t = useT();
  return useCallback(
    (code) => {
      const key = `serverError.${code}`;
      return t(code && isMessageKey(key) ? key : 'serverError.other');
    },
    [t],
  );
}

/** One formatter per language for the whole app: built per component, they were a tenth of a page load (measured). */
function perLanguage<T>(make: (tag: string) => T): () => T {
  const made: Partial<Record<Language, T>> = {};
  return () => {
    const language = useLanguage();
    return (made[language] ??= make(localeTags[language]));
  };
}

/** Formats a time of day in the UI language, with the day when it is not today. */
export const useTimeFormat = perLanguage((tag): ((at: number) => string) => {
  const format = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });
  const withDay = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  // Another day's time alone would read as today's.
  return (at) => (new Date(at).toDateString() === new Date().toDateString() ? format : withDay).format(at);
});

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minuten geleden" / "5 minutes ago", in the UI language. */
export const useRelativeTime = perLanguage((tag): ((at: number, now?: number) => string) => {
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  return (at, now = Date.now()) => {
    let value = (at - now) / 1000;
    for (const [unit, size] of relativeSteps) {
      if (Math.abs(value) < size) return format.format(Math.round(value), unit);
      value /= size;
    }
    return format.format(Math.round(value), 'year');
  };
});

/** The name of a run step ("Nadenken"), or the step id itself when the catalog does not know it. */
export function useStepName(): (step: string | undefined) => string | undefined {
  const t = useT();
  return useCallback(
    (step) => {
      if (!step) return undefined;
      const key = `step.${step}`;
      return isMessageKey(key) ? t(key) : step;
    },
    [t],
  );
}
