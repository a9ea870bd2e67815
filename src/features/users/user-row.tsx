import type { UserProfile } from '../../api/contract';
import { Button } from '../../components/ui/button';
import { isMessageKey } from '../../i18n/catalog';
import { useT } from '../../i18n/use-t';

interface UserRowProps {
  user: UserProfile;
  current: boolean;
  onEdit: (user: UserProfile) => void;
  onDelete: (user: UserProfile) => void;
}

/** One user: name (marked when it is the inspector working here), e-mail, role, and what can be done. */
export function UserRow({ user, current, onEdit, onDelete }: UserRowProps) {
  const t = useT();
  const roleKey = `users.role.${user.role ?? ''}`;
  const role = isMessageKey(roleKey) ? t(roleKey) : user.role;
  return (
    <li className="grid gap-2 border-b border-slate-200 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {user.name}
          {current && <span className="font-normal text-slate-600"> {t('users.current')}</span>}
        </p>
        {user.email && <p className="text-sm break-all text-slate-600">{user.email}</p>}
        {role && <p className="text-sm text-slate-700">{role}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onEdit(user)} aria-label={`${t('users.edit')} ${user.name}`}>
          {t('users.edit')}
        </Button>
        <Button
          onClick={() => onDelete(user)}
          aria-label={`${t('users.delete')} ${user.name}`}
          className="text-rose-800"
        >
          {t('users.delete')}
        </Button>
      </div>
    </li>
  );
}
