import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { UserProfile } from '../../api/contract';
import { matchUser } from '../../api/user-match';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';

// Managing users is rare: its screens and texts load on first use, not before first paint.
const UserAdmin = lazy(() => import('../../features/users/user-admin'));
const FirstInspectorDialog = lazy(() => import('../../features/users/first-inspector-dialog'));

const field = 'rounded-md border border-sky-700 bg-sky-900 px-2 py-1 text-on-accent pointer-coarse:min-h-11';

interface PickerProps {
  userId: string | undefined;
  onChange: (userId: string) => void;
  /** Every inspector who worked here this visit, first to last: switching away keeps them choosable. */
  earlier: readonly string[];
}

/** A v2.5 server's users by name and e-mail; ids given by link that are not among them stay choosable. */
function UserPicker({ userId, users, earlier, onChange }: PickerProps & { users: readonly UserProfile[] }) {
  const t = useT();
  // A persona id that names a listed user (`koen`) is that user, not another person.
  const unlisted = earlier.filter((id) => !matchUser(users, id));
  // Also where it kept its own id, as its sessions are under that one (see personaOwner).
  const shown = !userId || users.some((user) => user.id === userId) ? userId : (matchUser(users, userId)?.id ?? userId);
  const [managing, setManaging] = useState<boolean>();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-2">
        <span className="text-sky-200">{t('header.persona')}</span>
        <select value={shown ?? ''} onChange={(event) => onChange(event.target.value)} className={`${field} max-w-56`}>
          {unlisted.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.email ? `${user.name} — ${user.email}` : user.name}
            </option>
          ))}
        </select>
      </label>
      <Button variant="inverse" size="sm" aria-haspopup="dialog" onClick={() => setManaging(true)}>
        {t('users.manage')}
      </Button>
      {managing !== undefined && (
        <Suspense fallback={null}>
          <UserAdmin open={managing} onClose={() => setManaging(false)} userId={userId} onChange={onChange} />
        </Suspense>
      )}
    </div>
  );
}

/** A v2.4.1 server knows no users: the inspector is a persona name, typed or picked. */
function PersonaSwitch({ userId, personas, earlier, onChange }: PickerProps & { personas: readonly string[] }) {
  const t = useT();
  const [draft, setDraft] = useState(userId ?? '');
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const next = draft.trim();
    if (!next || next === userId) return setDraft(userId ?? '');
    onChange(next);
  };
  return (
    <form onSubmit={commit} className="flex items-center gap-2">
      <label htmlFor="persona" className="text-sky-200">
        {t('header.persona')}
      </label>
      <input
        id="persona"
        list="personas"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit()}
        title={t('header.personaHint')}
        autoComplete="off"
        className={`${field} w-28`}
      />
      <datalist id="personas">
        {[...new Set([...personas, ...earlier])].map((persona) => (
          <option key={persona} value={persona} />
        ))}
      </datalist>
    </form>
  );
}

export interface InspectorPickerProps extends Omit<PickerProps, 'earlier'> {
  /** Whether the server's kind is known yet (nothing is shown before). */
  detected: boolean;
  users: readonly UserProfile[] | undefined;
  personas: readonly string[];
}

/** Who is working: one of the server's users (v2.5), or a persona name (v2.4.1). */
export default function InspectorPicker({ detected, users, personas, userId, onChange }: InspectorPickerProps) {
  const [earlier, setEarlier] = useState<readonly string[]>([]);
  if (userId && !earlier.includes(userId)) setEarlier([...earlier, userId]);
  if (!detected) return null;
  if (users) return <UserPicker userId={userId} users={users} earlier={earlier} onChange={onChange} />;
  return <PersonaSwitch key={userId} userId={userId} personas={personas} earlier={earlier} onChange={onChange} />;
}

interface FirstInspectorProps {
  detected: boolean;
  current: boolean;
  users: readonly UserProfile[] | undefined;
  onChange: (userId: string) => void;
}

/** A v2.5 server that lists no users offers, once a visit, to create the first inspector, who is then chosen. */
export function FirstInspectorOffer({ detected, current, users, onChange }: FirstInspectorProps) {
  const [offer, setOffer] = useState<'no' | 'open' | 'done'>('no');
  // Once offered it stays until answered: a list refetched meanwhile does not take the form away.
  if (offer === 'no' && detected && current && users?.length === 0) setOffer('open');
  if (offer !== 'open') return null;
  return (
    <Suspense fallback={null}>
      <FirstInspectorDialog
        onClose={() => setOffer('done')}
        onCreated={(userId) => {
          setOffer('done');
          onChange(userId);
        }}
      />
    </Suspense>
  );
}
