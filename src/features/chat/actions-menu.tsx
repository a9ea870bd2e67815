import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

export interface MenuAction {
  label: string;
  run: () => void;
}

/** Where each key moves focus among `count` items from `at` (wrapping); undefined: not a key that moves. */
const moveFor = (key: string, at: number, count: number): number | undefined =>
  ({ ArrowDown: at + 1, ArrowUp: at - 1 + count, Home: 0, End: count - 1 })[key];

interface MenuProps {
  id: string;
  label: string;
  actions: readonly MenuAction[];
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; with `refocus`, focus goes back to its button. */
  onClose: (refocus: boolean) => void;
}

/** Opening, the menu's first item takes focus (a ref of stable identity: once, not on every render). */
const focusFirst = (menu: HTMLDivElement | null) => menu?.querySelector('button')?.focus();

function Menu({ id, label, actions, button, onClose }: MenuProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.children] as HTMLElement[];
    const to = moveFor(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (event.key === 'Tab') return onClose(false);
    if (to === undefined && event.key !== 'Escape') return;
    event.preventDefault();
    if (to === undefined) onClose(true);
    else items[to % items.length]?.focus();
  };
  return (
    <div
      ref={focusFirst}
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const to = event.relatedTarget;
        // To its own button: that button's click closes it (closing here would let the click reopen it).
        if (to !== button.current && !(to instanceof Node && event.currentTarget.contains(to))) onClose(false);
      }}
      className="flex w-full flex-col rounded-md border border-slate-200 bg-white p-1 shadow-md"
    >
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            action.run();
            onClose(true);
          }}
          className="rounded px-2 py-1 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 pointer-coarse:min-h-11"
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}

/**
 * A menu button (WAI-ARIA's menu pattern): it opens on its first item (Enter, Space, ArrowDown); the arrow keys,
 * Home and End move among the items, Enter or a tap runs one, Escape closes it and gives focus back to its button,
 * Tab or a click elsewhere closes it. The menu opens in the flow, under the row: nothing to place or to cover.
 */
export function ActionsMenu(props: { label: string; icon: ReactNode; actions: readonly MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        size="sm"
        aria-label={props.label}
        title={props.label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex items-center justify-center"
      >
        {props.icon}
      </Button>
      {open && <Menu id={id} label={props.label} actions={props.actions} button={button} onClose={close} />}
    </>
  );
}
