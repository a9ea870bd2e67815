import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { addTexts, isMessageKey, type MessageKey } from '../../i18n/catalog';
import { enShortcuts } from '../../i18n/en-shortcuts';
import { nlShortcuts } from '../../i18n/nl-shortcuts';
import { useT } from '../../i18n/use-t';

addTexts({ nl: nlShortcuts, en: enShortcuts });

/** A shortcut: its key combinations (any of them), each a list of keys pressed together; a catalog key is worded. */
interface Shortcut {
  keys: readonly (readonly string[])[];
  action: MessageKey;
}

/** Every shortcut the app has, by where it works. Keep in step with the keydown handlers. */
const shortcutGroups: readonly { title: MessageKey; shortcuts: readonly Shortcut[] }[] = [
  {
    title: 'shortcuts.groupChat',
    shortcuts: [
      { keys: [['Enter']], action: 'shortcuts.send' },
      { keys: [['Shift', 'Enter']], action: 'shortcuts.newline' },
    ],
  },
  {
    title: 'shortcuts.groupEverywhere',
    shortcuts: [
      { keys: [['?']], action: 'shortcuts.help' },
      { keys: [['Ctrl', 'Shift', 'shortcuts.space']], action: 'shortcuts.talk' },
      { keys: [['Esc']], action: 'shortcuts.escape' },
      { keys: [['Enter']], action: 'shortcuts.rename' },
      { keys: [['←'], ['→'], ['Home'], ['End']], action: 'shortcuts.splitter' },
      { keys: [['Tab']], action: 'shortcuts.skip' },
    ],
  },
];

const kbd = 'rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-900 shadow-sm';

function Keys({ keys }: { keys: Shortcut['keys'] }) {
  const t = useT();
  const name = (key: string) => (isMessageKey(key) ? t(key) : key);
  return (
    <span className="flex flex-wrap items-center gap-1">
      {keys.map((combo, index) => (
        <span key={combo.join('+')} className="flex items-center gap-1">
          {index > 0 && <span className="text-xs text-slate-500">{t('shortcuts.or')}</span>}
          <kbd className="flex items-center gap-1">
            {combo.map((key, k) => (
              <span key={key} className="flex items-center gap-1">
                {k > 0 && <span aria-hidden>+</span>}
                <kbd className={kbd}>{name(key)}</kbd>
              </span>
            ))}
          </kbd>
        </span>
      ))}
    </span>
  );
}

/** The overview `?` opens: a modal (the browser traps focus and gives it back), closed by Escape or its button. */
export default function ShortcutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      titleId={titleId}
      className="m-auto max-h-[90dvh] w-[min(36rem,94vw)] overflow-y-auto rounded-2xl border border-slate-200 p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <div>
        <h2 id={titleId} className="text-lg font-semibold">
          {t('shortcuts.title')}
        </h2>
        {shortcutGroups.map((group) => (
          <table key={group.title} className="mt-4 w-full text-left text-sm">
            <caption className="mb-1 text-left font-semibold text-teal-800">{t(group.title)}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('shortcuts.keys')}</th>
                <th scope="col">{t('shortcuts.action')}</th>
              </tr>
            </thead>
            <tbody>
              {group.shortcuts.map((shortcut) => (
                <tr key={shortcut.action} className="border-t border-slate-100">
                  <td className="w-2/5 py-1.5 pr-3 align-top">
                    <Keys keys={shortcut.keys} />
                  </td>
                  <td className="py-1.5 align-top">{t(shortcut.action)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        <div className="mt-6 flex justify-end">
          <Button size="lg" autoFocus onClick={onClose}>
            {t('shortcuts.close')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
