import { FormDialog } from '../../components/ui/form-dialog';
import { useT } from '../../i18n/use-t';
import { useCreateUser } from './use-user-mutations';
import { useUserErrorText } from './user-error-text';
import { UserForm } from './user-form';
import { registerUserTexts } from './users-texts';

registerUserTexts();

interface FirstInspectorDialogProps {
  onClose: () => void;
  /** The new user's id: they become the inspector. */
  onCreated: (userId: string) => void;
}

/** A server without users offers to create the first inspector (`POST /users`). */
export default function FirstInspectorDialog({ onClose, onCreated }: FirstInspectorDialogProps) {
  const t = useT();
  const create = useCreateUser();
  const errorText = useUserErrorText();
  return (
    <FormDialog open title={t('users.first.title')} onClose={onClose}>
      <p className="text-sm text-slate-700">{t('users.first.intro')}</p>
      <UserForm
        mode="new"
        withRole={false}
        submitLabel={t('users.first.create')}
        cancelLabel={t('users.first.later')}
        onCancel={onClose}
        onSubmit={async ({ name, email }) => {
          const { user } = await create
            .mutateAsync({ name, email, role: 'inspector' })
            .catch((error: Error) => Promise.reject(new Error(errorText(error))));
          onCreated(user.id);
        }}
      />
    </FormDialog>
  );
}
