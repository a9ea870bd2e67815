import type { ButtonHTMLAttributes, Ref } from 'react';

const variants = {
  /** The one main action of a place: send, continue, confirm. */
  primary:
    'rounded-xl bg-teal-700 font-semibold text-on-accent shadow-sm hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600',
  /** A destructive confirmation. */
  danger: 'rounded-xl bg-rose-700 font-semibold text-on-accent shadow-sm hover:bg-rose-800',
  /** Everything else: retry, dismiss, copy, show in panel. */
  secondary:
    'rounded-md border border-slate-300 bg-white font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500',
  /** An action inside running text (show more, decide later). */
  link: 'rounded text-teal-800 underline hover:text-teal-950',
  /** On a dark surface (the inspector's own message). */
  inverse: 'rounded-md border border-on-accent/70 bg-sky-900 font-medium text-on-accent hover:bg-sky-950',
} as const;

const sizes = { sm: 'px-2 py-0.5 text-xs', md: 'min-h-9 px-2.5 py-1 text-sm', lg: 'min-h-11 px-5 py-2.5' } as const;

/** A finger needs 44 × 44 px, whatever the button's size on a mouse. */
const touchTarget = 'pointer-coarse:min-h-11 pointer-coarse:min-w-11';

const focus = {
  primary: 'focus-visible:outline-teal-700',
  danger: 'focus-visible:outline-rose-700',
  secondary: 'focus-visible:outline-teal-700',
  link: 'focus-visible:outline-teal-700',
  inverse: 'focus-visible:outline-on-accent',
} as const;

type ButtonVariant = keyof typeof variants;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  ref?: Ref<HTMLButtonElement>;
}

/** The app's buttons: one look per role, one focus ring, `type="button"` unless told otherwise. */
export function Button({ variant = 'secondary', size = 'md', type = 'button', className = '', ...rest }: ButtonProps) {
  const look = `${variants[variant]} ${variant === 'link' ? 'px-1' : sizes[size]} ${touchTarget}`;
  return (
    <button
      type={type}
      className={`${look} focus-visible:outline-2 focus-visible:outline-offset-2 ${focus[variant]} ${className}`}
      {...rest}
    />
  );
}
