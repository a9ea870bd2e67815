import { useMemo, useState } from 'react';
import { addTexts, isMessageKey } from '../../i18n/catalog';
import { enResultCard } from '../../i18n/en-result-card';
import { nlResultCard } from '../../i18n/nl-result-card';
import { useT, type Translate } from '../../i18n/use-t';
import { keyWords, readResultCard, type CardField, type CardValue } from '../../model/result-card';
import { readableToolName } from '../../model/tool-catalog';

// These texts come with the card's chunk, the only place that shows them.
addTexts({ nl: nlResultCard, en: enResultCard });

/** Text longer than this is cut, with a button to show all of it. */
const shortText = 160;

/** A key as a label: the catalog's word for it in the UI's language, else its own words with a capital. */
function label(t: Translate, key: string): string {
  const words = keyWords(key);
  const known = `resultCard.key.${words}`;
  if (isMessageKey(known)) return t(known);
  return words === '' ? key : readableToolName(words);
}

function LongText({ text }: { text: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (text.length <= shortText) return <span className="break-words whitespace-pre-wrap">{text}</span>;
  return (
    <span className="break-words whitespace-pre-wrap">
      {open ? text : `${text.slice(0, shortText - 1)}…`}{' '}
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="text-xs font-medium text-sky-800 underline pointer-coarse:min-h-11"
      >
        {open ? t('resultCard.showLess') : t('resultCard.showAll')}
      </button>
    </span>
  );
}

function Value({ value }: { value: CardValue }) {
  const t = useT();
  switch (value.kind) {
    case 'text':
      return <LongText text={value.text === '' ? '—' : value.text} />;
    case 'deeper':
      return <span>…</span>;
    case 'fields':
      return <Fields fields={value.fields} more={value.more} nested />;
    case 'list':
      return (
        <ul className="list-disc space-y-0.5 pl-5">
          {value.items.map((item, index) => (
            <li key={index}>
              <Value value={item} />
            </li>
          ))}
          {value.more > 0 && <li className="text-xs">{t('resultCard.moreItems', { count: value.more })}</li>}
        </ul>
      );
  }
}

function Fields({ fields, more, nested }: { fields: CardField[]; more: number; nested?: boolean }) {
  const t = useT();
  return (
    <>
      <dl
        className={`grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 ${nested ? 'border-l border-slate-200 pl-2' : ''}`}
      >
        {fields.map((field) => (
          <div key={field.key} className="contents">
            <dt className="text-slate-600">{label(t, field.key)}</dt>
            <dd className="min-w-0">
              <Value value={field.value} />
            </dd>
          </div>
        ))}
      </dl>
      {more > 0 && <p className="mt-1 text-xs text-slate-600">{t('resultCard.more', { count: more })}</p>}
    </>
  );
}

/**
 * A tool result that is an object (an AG-UI server's generative UI: the dojo's weather, a haiku) as a card in
 * the conversation: its keys as labels, lists as lists, nested objects bounded (see readResultCard). Values
 * are the server's, shown as plain text; nothing for a result that is no object.
 */
export default function ToolResultCard({ result, tool }: { result: string; tool: string }) {
  const t = useT();
  const card = useMemo(() => readResultCard(result), [result]);
  if (!card) return null;
  const title = t('resultCard.title', { tool });
  return (
    <section
      aria-label={title}
      className="mt-2 w-full max-w-xl rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-900"
    >
      <h3 className="mb-1 font-semibold">{title}</h3>
      <Fields fields={card.fields} more={card.more} />
    </section>
  );
}
