import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import type { UserProfile } from '../../api/contract';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useT } from '../../i18n/use-t';

interface DeleteUserDialogProps {
  user?: UserProfile;
  open: boolean;
  onConfirm: (user: UserProfile) => void;
  onCancel: () => void;
}

/** Asks before deleting a user, saying how many sessions go with them (AGORA deletes those too). */
export function DeleteUserDialog({ user, open, onConfirm, onCancel }: DeleteUserDialogProps) {
  const t = useT();
  const { queries } = useApi();
  const count = useQuery({ ...queries.userQueries.sessionCount(user?.id ?? ''), enabled: open && !!user });
  const sessions =
    count.data === undefined
      ? t(count.isError ? 'users.deleteUnknown' : 'users.deleteCounting')
      : count.data === 0
        ? t('users.deleteNone')
        : count.data === 1
          ? t('users.deleteOne')
          : t('users.deleteMany', { count: count.data });
  return (
    <ConfirmDialog
      open={open}
      title={t('users.deleteTitle', { name: user?.name ?? '' })}
      confirmLabel={t('users.delete')}
      cancelLabel={t('users.cancel')}
      tone="danger"
      onConfirm={() => user && onConfirm(user)}
      onCancel={onCancel}
    >
      <p role="status">{sessions}</p>
    </ConfirmDialog>
  );
}
