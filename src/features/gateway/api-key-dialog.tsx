import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { apiKeyStore, setApiKey } from '../../api/api-key';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { registerGatewayTexts } from '../../i18n/gateway-texts';
import { useT } from '../../i18n/use-t';
import { checkApiKey, type KeyCheck } from './check-api-key';

registerGatewayTexts();

const problems = {
  refused: 'key.wrong',
  unreachable: 'key.unreachable',
  'not-server': 'key.notServer',
  redirected: 'key.redirected',
  empty: 'key.empty',
} as const;

/** The typed key, the remember choice, and checking the key before it is used. */
function useKeyEntry(apiUrl: string) {
  const [key, setKey] = useState('');
  const [remember, setRemember] = useState(false);
  const [state, setState] = useState<KeyCheck | 'checking' | 'empty'>();
  const field = useRef<HTMLInputElement>(null);
  // Back to the key, selected, so a refused one is typed over at once.
  const again = (problem: KeyCheck | 'empty') => {
    setState(problem);
    field.current?.focus();
    field.current?.select();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = key.trim();
    if (!candidate) return again('empty');
    setState('checking');
    const checked = await checkApiKey(apiUrl, candidate);
    if (checked === 'accepted') setApiKey(candidate, remember);
    else again(checked);
  };
  return { key, setKey, remember, setRemember, state, submit, field };
}

function RememberChoice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5"
      />
      <span>
        {t('key.remember')}
        <span className="block text-xs text-slate-600">{t('key.rememberHint')}</span>
      </span>
    </label>
  );
}

/**
 * Asks for AGORA's gateway key when the gateway said 401 or closed the socket with 4001. The key is checked
 * against the server before it is used; it lives in this tab unless the inspector asks to remember it.
 */
export default function ApiKeyDialog({ apiUrl, onLater }: { apiUrl: string; onLater: () => void }) {
  const t = useT();
  const ids = { intro: useId(), problem: useId() };
  const request = useStore(apiKeyStore, (state) => state.request);
  const origin = useStore(apiKeyStore, (state) => state.origin);
  const { key, setKey, remember, setRemember, state, submit, field } = useKeyEntry(apiUrl);
  const problem = state && state !== 'checking' && state !== 'accepted' ? problems[state] : undefined;
  const describedBy = problem ? `${ids.intro} ${ids.problem}` : ids.intro;
  return (
    <FormDialog open={request !== undefined} title={t('key.title')} onClose={onLater}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <p id={ids.intro} className="text-sm text-slate-700">
          {t(request === 'refused' ? 'key.refused' : 'key.missing')}{' '}
          {origin && t('key.origin', { host: new URL(origin).host })}
        </p>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('key.label')}
          <input
            ref={field}
            type="password"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={key}
            onChange={(event) => setKey(event.target.value)}
            aria-invalid={problem !== undefined}
            aria-describedby={describedBy}
            className="min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-slate-900 focus:outline-2 focus:outline-teal-600"
          />
        </label>
        {problem && (
          <p id={ids.problem} role="alert" className="text-sm font-medium text-rose-800">
            {t(problem)}
          </p>
        )}
        <RememberChoice checked={remember} onChange={setRemember} />
        <div className="mt-3 flex justify-end gap-3">
          <Button size="lg" onClick={onLater}>
            {t('key.later')}
          </Button>
          <Button type="submit" variant="primary" size="lg" disabled={state === 'checking'}>
            {t(state === 'checking' ? 'key.checking' : 'key.submit')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
