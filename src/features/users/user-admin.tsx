import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '../../api/contract';
import { useUsers } from '../../api/use-server-data';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { useErrorText } from '../../i18n/error-text';
import { useT } from '../../i18n/use-t';
import { DeleteUserDialog } from './delete-user-dialog';
import { useCreateUser, useDeleteUser, useUpdateUser, type UserChanges } from './use-user-mutations';
import { UserEditDialog } from './user-edit-dialog';
import { useUserErrorText } from './user-error-text';
import { UserRow } from './user-row';
import { registerUserTexts } from './users-texts';

registerUserTexts();

export interface UserAdminProps {
  open: boolean;
  onClose: () => void;
  /** The inspector working here: marked in the list, and replaced when deleted. */
  userId: string | undefined;
  onChange: (userId: string) => void;
}

/** Managing a v2.5 server's users: list, add, edit (name, role), delete with their sessions. */
export default function UserAdmin({ open, onClose, userId, onChange }: UserAdminProps) {
  const t = useT();
  return (
    <Sheet open={open} onClose={onClose} title={t('users.title')} closeLabel={t('users.close')} side="right">
      <UserAdminBody userId={userId} onChange={onChange} />
    </Sheet>
  );
}

type Notice = { tone: 'error' | 'done'; text: string };

/** What the list's actions do: each refusal is put back and said; a deleted inspector is replaced. */
function useUserActions({ userId, onChange }: Pick<UserAdminProps, 'userId' | 'onChange'>) {
  const t = useT();
  const errorText = useUserErrorText();
  const reason = useUserErrorText(false);
  const [notice, setNotice] = useState<Notice>();
  const failed = (key: 'users.updateFailed' | 'users.deleteFailed') => (user: UserProfile, error: Error) =>
    setNotice({ tone: 'error', text: t(key, { name: user.name, reason: reason(error) }) });
  const create = useCreateUser();
  const update = useUpdateUser(failed('users.updateFailed'));
  const remove = useDeleteUser(failed('users.deleteFailed'));
  return {
    notice,
    dismiss: () => setNotice(undefined),
    create: (fields: { name: string; email: string; role: string }) =>
      create.mutateAsync(fields).catch((error: Error) => Promise.reject(new Error(errorText(error)))),
    update: (user: UserProfile, changes: UserChanges) => {
      setNotice(undefined);
      update.mutate({ user, changes });
    },
    remove: (user: UserProfile, others: readonly UserProfile[]) => {
      setNotice(undefined);
      remove.mutate(user, {
        onSuccess: ({ deletedSessionsCount }) => {
          // A delete confirmed by reading back (its answer was lost) does not say how many conversations went.
          const text =
            deletedSessionsCount === undefined || deletedSessionsCount === null
              ? t('users.deletedPlain', { name: user.name })
              : t('users.deleted', { name: user.name, count: deletedSessionsCount });
          setNotice({ tone: 'done', text });
          const next = others.find((other) => other.id !== user.id);
          if (user.id === userId && next) onChange(next.id);
        },
      });
    },
  };
}

function UserAdminBody({ userId, onChange }: Pick<UserAdminProps, 'userId' | 'onChange'>) {
  const t = useT();
  const errorText = useErrorText();
  const users = useUsers(true);
  const actions = useUserActions({ userId, onChange });
  const [editing, setEditing] = useState<{ user?: UserProfile; open: boolean }>({ open: false });
  const [deleting, setDeleting] = useState<{ user?: UserProfile; open: boolean }>({ open: false });
  const add = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(0);
  // The deleted row's button is gone: focus goes to a place that stays.
  useEffect(() => void (refocus && add.current?.focus()), [refocus]);
  const list = users.data?.users ?? [];
  return (
    <div className="grid h-full content-start gap-3 overflow-y-auto p-4">
      <Button ref={add} variant="primary" onClick={() => setEditing({ open: true })} className="justify-self-start">
        {t('users.add')}
      </Button>
      <div role="status" className="empty:hidden">
        {actions.notice?.tone === 'done' && actions.notice.text}
      </div>
      {actions.notice?.tone === 'error' && (
        <Banner tone="error" placement="inset" action={{ label: t('users.close'), onClick: actions.dismiss }}>
          {actions.notice.text}
        </Banner>
      )}
      {users.isPending && <p>{t('users.loading')}</p>}
      {users.isError && !users.data && <p role="alert">{t('users.loadFailed', { reason: errorText(users.error) })}</p>}
      {users.data && list.length === 0 && <p>{t('users.empty')}</p>}
      <ul>
        {list.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            current={user.id === userId}
            onEdit={(chosen) => setEditing({ user: chosen, open: true })}
            onDelete={(chosen) => setDeleting({ user: chosen, open: true })}
          />
        ))}
      </ul>
      <UserEditDialog
        {...editing}
        onClose={() => setEditing({ open: false })}
        onSubmit={async (fields) => {
          if (editing.user)
            actions.update(editing.user, { name: fields.name, ...(fields.role && { role: fields.role }) });
          else await actions.create(fields);
          setEditing({ open: false });
        }}
      />
      <DeleteUserDialog
        {...deleting}
        onCancel={() => setDeleting((before) => ({ ...before, open: false }))}
        onConfirm={(user) => {
          setDeleting({ user, open: false });
          actions.remove(user, list);
          setRefocus((count) => count + 1);
        }}
      />
    </div>
  );
}
