import type { ReactNode } from 'react';
import { Button } from './button';

const tones = {
  error: 'border-rose-300 bg-rose-50 text-rose-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  note: 'border-violet-300 bg-violet-50 text-violet-950',
  attention: 'border-orange-300 bg-orange-50 text-orange-950',
} as const;

/** `top`/`bottom`: a strip across the chat (its edge toward the content); `inset`: a box inside the conversation. */
const placements = {
  top: 'border-b px-4 py-2 sm:px-8',
  bottom: 'border-t px-4 py-2 sm:px-8',
  inset: 'mx-auto mb-4 max-w-4xl rounded-xl border px-4 py-3',
} as const;

interface BannerProps {
  tone: keyof typeof tones;
  placement?: keyof typeof placements;
  /** `alert` for what went wrong or needs the inspector now, `status` for what goes on. */
  role?: 'alert' | 'status';
  action?: { label: string; onClick: () => void };
  children: ReactNode;
}

/** A message across the chat with at most one action at its end. */
export function Banner({ tone, placement = 'top', role = 'alert', action, children }: BannerProps) {
  return (
    <div role={role} className={`flex flex-wrap items-center gap-3 text-sm ${tones[tone]} ${placements[placement]}`}>
      <div className="min-w-0">{children}</div>
      {action && (
        <Button size="sm" onClick={action.onClick} className="ml-auto shrink-0">
          {action.label}
        </Button>
      )}
    </div>
  );
}
