import { Fragment } from 'react';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/i18n-context';
import { useT } from '../../i18n/use-t';
import type { ParameterEntry, Segment } from './parameter-text';
import type { ParameterReview } from './use-parameter-review';

/** Segments as text; blank runs and invisible characters as visible markers (never HTML). */
function Segments({ segments }: { segments: readonly Segment[] }) {
  const t = useT();
  const number = new Intl.NumberFormat(useLanguage());
  return segments.map((segment, index) => {
    if (segment.kind === 'text') return <Fragment key={index}>{segment.text}</Fragment>;
    const text =
      segment.kind === 'hidden'
        ? t('approvalReview.hidden', { code: segment.code })
        : t('approvalReview.blank', { count: number.format(segment.count) });
    return (
      <span key={index} className="mx-0.5 rounded bg-amber-100 px-1 font-sans whitespace-normal text-amber-950">
        {text}
      </span>
    );
  });
}

const plain = (segments: readonly Segment[]): string =>
  segments.map((segment) => (segment.kind === 'text' ? segment.text : ' ')).join('');

function ParameterRow({ entry, open, onToggle }: { entry: ParameterEntry; open: boolean; onToggle: () => void }) {
  const t = useT();
  const cut = entry.preview && !open ? entry.preview : undefined;
  const key = plain(entry.preview?.key ?? entry.key).slice(0, 60);
  const label = t(open ? 'approvalReview.showLess' : 'approvalReview.showAll');
  return (
    <div className="px-2 py-1.5">
      <dt className="font-mono text-xs font-semibold break-all whitespace-pre-wrap text-slate-700">
        <Segments segments={cut?.key ?? entry.key} />
      </dt>
      <dd className="mt-0.5 font-mono text-xs break-words whitespace-pre-wrap text-slate-900">
        <Segments segments={cut?.value ?? entry.value} />
        {cut && '…'}
      </dd>
      {entry.unshowable && <dd className="text-xs font-semibold text-rose-800">{t('approvalReview.tooBig')}</dd>}
      {entry.preview && (
        <dd>
          <Button
            variant="link"
            className="text-xs"
            aria-expanded={open}
            aria-label={`${label}: ${key}`}
            onClick={onToggle}
          >
            {label}
          </Button>
        </dd>
      )}
    </div>
  );
}

/**
 * Every parameter of the request, keys and values as text, in a region of its own that scrolls (focusable, so
 * the keyboard scrolls it too). The element after the last one tells the review the end has been seen.
 */
export function ParameterList({ review }: { review: ParameterReview }) {
  const t = useT();
  const { entries, total, expanded, toggle, setRegion, setEnd } = review;
  if (total === 0) return null;
  return (
    <div
      ref={setRegion}
      role="region"
      aria-label={t('approval.parameterCount', { count: total })}
      tabIndex={0}
      className="mt-1 max-h-[min(20rem,40dvh)] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      <dl className="divide-y divide-slate-200">
        {entries.map((entry) => (
          <ParameterRow key={entry.id} entry={entry} open={expanded.has(entry.id)} onToggle={() => toggle(entry.id)} />
        ))}
      </dl>
      {total > entries.length && (
        <p className="px-2 py-1.5 text-xs font-semibold text-rose-800">
          {t('approvalReview.more', { count: total - entries.length })}
        </p>
      )}
      <div ref={setEnd} aria-hidden className="h-px" />
    </div>
  );
}
