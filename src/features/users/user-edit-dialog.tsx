import type { UserProfile } from '../../api/contract';
import { FormDialog } from '../../components/ui/form-dialog';
import { useT } from '../../i18n/use-t';
import { UserForm, type UserFields } from './user-form';

interface UserEditDialogProps {
  /** The user to edit; none: a new one. */
  user?: UserProfile;
  open: boolean;
  onClose: () => void;
  onSubmit: (fields: UserFields) => Promise<void>;
}

/** Adds a user (name, e-mail, role) or changes one's name and role. */
export function UserEditDialog({ user, open, onClose, onSubmit }: UserEditDialogProps) {
  const t = useT();
  return (
    <FormDialog open={open} title={t(user ? 'users.editTitle' : 'users.add')} onClose={onClose}>
      <UserForm
        mode={user ? 'existing' : 'new'}
        withRole
        initial={user && { name: user.name, email: user.email ?? '', role: user.role ?? '' }}
        submitLabel={t(user ? 'users.save' : 'users.create')}
        cancelLabel={t('users.cancel')}
        onCancel={onClose}
        onSubmit={onSubmit}
      />
    </FormDialog>
  );
}
