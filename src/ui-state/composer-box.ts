type Movable = ParentNode & { moveBefore?: (node: Node, child: Node | null) => void };

const findPainted = () => document.querySelector<HTMLTextAreaElement>('textarea#composer');

function newBox(): HTMLTextAreaElement {
  const created = document.createElement('textarea');
  created.id = 'composer';
  created.rows = 2;
  return created;
}

/**
 * Moves the box keeping what it holds: `moveBefore` keeps focus, caret and an IME composition where the browser
 * has it; elsewhere focus and caret are put back at once, in the same task, before any key can arrive.
 */
function moveInto(parent: HTMLElement, node: HTMLTextAreaElement): void {
  if (node.parentNode === parent) return;
  const focused = document.activeElement === node;
  const { selectionStart, selectionEnd, selectionDirection } = node;
  const movable = parent as Movable;
  let moved = false;
  if (typeof movable.moveBefore === 'function' && parent.isConnected && node.isConnected) {
    try {
      movable.moveBefore(node, null);
      moved = true;
    } catch {
      // Another document or shadow root: an ordinary move below.
    }
  }
  if (!moved) parent.append(node);
  if (focused && document.activeElement !== node) {
    node.focus({ preventScroll: true });
    node.setSelectionRange(
      selectionStart,
      selectionEnd,
      (selectionDirection ?? 'none') as 'forward' | 'backward' | 'none',
    );
  }
}

/**
 * The page's one message box, from the first paint to the end: the one index.html painted, with its look (or,
 * where there is none, as in a component test, a plain new one). React never renders a box of its own: the
 * composer hosts this one. The app controller holds it (`AppController.composerBox`), so whatever moves focus to
 * the box (the skip link, Stop, a decided approval, a message taken back to edit) asks the controller for it.
 * Its methods need no `this`: each may be handed on alone.
 */
export interface ComposerBox {
  element(): HTMLTextAreaElement;
  /** Whether the inspector is in the box now. */
  hasFocus(): boolean;
  focus(): void;
  /**
   * Writes a change made elsewhere (sent, taken back to edit, heard) into the box at once, in the same task: the
   * next key then lands after it, never in a box that still shows what was sent.
   */
  write(text: string): void;
  /**
   * Puts the box into a place of React's (a ref callback's element); the returned cleanup takes it out again
   * before React removes that place, to the place mounted before it or, for the moment, the page's body.
   */
  host(slot: HTMLElement): () => void;
  /**
   * Takes index.html's first screen off the page once the app has rendered; while the box is still in it (the
   * app's first render had no place for it yet), the app's root stays hidden until one takes the box in.
   */
  retireShell(shell: HTMLElement | null, root: HTMLElement | null): void;
}

export function createComposerBox(): ComposerBox {
  let box: HTMLTextAreaElement | undefined;
  const slots: HTMLElement[] = [];
  let holder: HTMLElement | undefined;
  let pendingShell: { shell: HTMLElement; root: HTMLElement | null } | undefined;

  const element = () => {
    if (!box || (!box.isConnected && slots.length === 0)) box = findPainted() ?? newBox();
    return box;
  };

  const hideWhenParked = (event: FocusEvent) => {
    if (holder && event.target instanceof Node && event.target.parentNode === holder) holder.hidden = true;
  };

  /**
   * Out of a place that is going away, onto the page's body. A focused box waits visually hidden (never `hidden`
   * nor `display: none`, so it keeps its focus and what is typed while React mounts its next place) and keeps the
   * name its place gave it; once it has no focus (a view without a message box, such as "open elsewhere") it is
   * hidden from everyone, still holding its text.
   */
  const park = (node: HTMLTextAreaElement) => {
    const label = document.querySelector('label[for="composer"]')?.textContent?.trim();
    if (label) node.setAttribute('aria-label', label);
    if (!holder?.isConnected) {
      holder = document.createElement('div');
      holder.className = 'sr-only';
      document.body.append(holder);
    }
    holder.hidden = document.activeElement !== node;
    moveInto(holder, node);
    node.addEventListener('blur', hideWhenParked);
  };

  return {
    element,
    hasFocus: () => box !== undefined && document.activeElement === box,
    focus: () => element().focus(),
    write(text) {
      const node = box ?? findPainted();
      if (node && node.value !== text) node.value = text;
    },
    host(slot) {
      const node = element();
      slots.push(slot);
      // The app is shown (and the first screen goes) in the same task the box enters it: no paint in between.
      pendingShell?.root?.removeAttribute('hidden');
      moveInto(slot, node);
      node.removeAttribute('aria-label');
      pendingShell?.shell.remove();
      pendingShell = undefined;
      return () => {
        const index = slots.lastIndexOf(slot);
        if (index >= 0) slots.splice(index, 1);
        if (node.parentNode !== slot) return;
        const previous = slots.at(-1);
        if (previous) moveInto(previous, node);
        else park(node);
      };
    },
    retireShell(shell, root) {
      if (!shell) return;
      if (shell.contains(element())) {
        root?.setAttribute('hidden', '');
        pendingShell = { shell, root };
      } else shell.remove();
    },
  };
}
