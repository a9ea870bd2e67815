import type { InputHTMLAttributes, Ref } from 'react';

export const fieldLook =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-rose-700 pointer-coarse:min-h-11';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** What is wrong with the value, said below it and tied to the field. */
  problem?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its problem, if any, as its description. */
export function TextField({ id, label, problem, ...input }: TextFieldProps) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        autoComplete="off"
        className={fieldLook}
        {...input}
      />
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-rose-800">
          {problem}
        </p>
      )}
    </div>
  );
}
