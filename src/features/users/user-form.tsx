import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { UserRole } from '../../api/contract';
import { Button } from '../../components/ui/button';
import type { MessageKey } from '../../i18n/catalog';
import { useT } from '../../i18n/use-t';
import { fieldLook, TextField } from './text-field';

export interface UserFields {
  name: string;
  email: string;
  role: string;
}

const roles: readonly UserRole[] = ['admin', 'inspector', 'viewer'];
const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

function problemsOf({ name, email }: UserFields, withEmail: boolean): { name?: MessageKey; email?: MessageKey } {
  return {
    ...(name.trim() ? {} : { name: 'users.invalid.name' }),
    ...(!withEmail || looksLikeEmail(email.trim()) ? {} : { email: 'users.invalid.email' }),
  };
}

function RoleSelect({ value, onChange }: { value: string; onChange: (role: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {t('users.field.role')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldLook}>
        {!(roles as readonly string[]).includes(value) && <option value={value}>{value}</option>}
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`users.role.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The form's state: fields, their problems, the server's refusal, and a submit that checks first. */
function useUserForm(
  initial: Partial<UserFields> | undefined,
  withEmail: boolean,
  send: UserFormProps['onSubmit'],
  refs: Record<'name' | 'email', RefObject<HTMLInputElement | null>>,
) {
  const [fields, setFields] = useState<UserFields>({ name: '', email: '', role: 'inspector', ...initial });
  const [problems, setProblems] = useState<{ name?: MessageKey; email?: MessageKey }>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(fields, withEmail);
    setProblems(found);
    setRefusal(undefined);
    const first = (['name', 'email'] as const).find((field) => found[field]);
    if (first) return refs[first].current?.focus();
    setBusy(true);
    try {
      await send({ ...fields, name: fields.name.trim(), email: fields.email.trim() });
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const set = (field: keyof UserFields) => (value: string) => setFields((before) => ({ ...before, [field]: value }));
  return { fields, problems, refusal, busy, submit, set };
}

interface UserFormProps {
  initial?: Partial<UserFields>;
  /** `new`: name and e-mail can be typed; an existing user's e-mail is shown, not changed. */
  mode: 'new' | 'existing';
  /** Whether the role can be chosen (the first inspector is an inspector). */
  withRole: boolean;
  submitLabel: string;
  cancelLabel: string;
  /** Rejects with the words to show when the server refuses. */
  onSubmit: (fields: UserFields) => Promise<void> | void;
  onCancel: () => void;
}

/** A user's name, e-mail and role, checked before sending: what is wrong is said beside its field. */
export function UserForm({ initial, mode, withRole, submitLabel, cancelLabel, onSubmit, onCancel }: UserFormProps) {
  const t = useT();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const form = useUserForm(initial, mode === 'new', onSubmit, { name: nameRef, email: emailRef });
  const { fields, problems, set } = form;
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="grid gap-4">
      <TextField
        ref={nameRef}
        id={`${id}-name`}
        label={t('users.field.name')}
        problem={problems.name && t(problems.name)}
        value={fields.name}
        onChange={(event) => set('name')(event.target.value)}
      />
      {mode === 'new' ? (
        <TextField
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          label={t('users.field.email')}
          problem={problems.email && t(problems.email)}
          value={fields.email}
          onChange={(event) => set('email')(event.target.value)}
        />
      ) : (
        <p className="grid gap-1">
          <span className="font-medium">{t('users.field.email')}</span>
          <span className="break-all text-slate-700">{fields.email}</span>
        </p>
      )}
      {withRole && <RoleSelect value={fields.role} onChange={set('role')} />}
      <div role="alert" className="text-sm text-rose-800 empty:hidden">
        {form.refusal}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button size="lg" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="primary" size="lg" disabled={form.busy}>
          {form.busy ? t('users.busy') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
