/** One change a screen reader would hear: the live region it happened in and the text that region now shows. */
interface LiveChange {
  region: string;
  text: string;
}

const liveRoles = new Set(['log', 'status', 'alert', 'marquee', 'timer']);

/** The nearest ancestor that makes a change live (an explicit aria-live wins over a role's implicit one). */
function liveRegionOf(node: Node | null): HTMLElement | undefined {
  let element = node instanceof HTMLElement ? node : (node?.parentElement ?? null);
  while (element) {
    const live = element.getAttribute('aria-live');
    if (live) return live === 'off' ? undefined : element;
    if (liveRoles.has(element.getAttribute('role') ?? '')) return element;
    element = element.parentElement;
  }
  return undefined;
}

/** Deeper than this the DOM is not walked: a bound, no page nests text this far. */
const MAX_DEPTH = 64;

/** The text a screen reader has of `node`: what is under `aria-hidden="true"` is not in the accessibility tree. */
function heardText(node: Node, depth = 0): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (depth > MAX_DEPTH || (node instanceof Element && node.getAttribute('aria-hidden') === 'true')) return '';
  return [...node.childNodes].map((child) => heardText(child, depth + 1)).join('');
}

/** Whether `node` sits under an `aria-hidden="true"` element inside `region`. */
function hiddenIn(node: Node, region: HTMLElement): boolean {
  const start = node instanceof Element ? node : node.parentElement;
  for (let element = start; element && element !== region; element = element.parentElement)
    if (element.getAttribute('aria-hidden') === 'true') return true;
  return false;
}

const describeRegion = (region: HTMLElement) =>
  region.getAttribute('role') ?? `aria-live=${region.getAttribute('aria-live') ?? ''}`;

/**
 * Records every change of a live region's text under `root`, as a screen reader would be told of it:
 * added or changed text, with the region's whole text when it is atomic, else the added text. Text under
 * `aria-hidden` is not heard: a change there is none.
 */
export function recordLiveRegions(root: Node) {
  const changes: LiveChange[] = [];
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      const region = liveRegionOf(record.target);
      if (!region || hiddenIn(record.target, region)) continue;
      const atomic = region.getAttribute('aria-atomic') === 'true';
      const added =
        record.type === 'characterData'
          ? heardText(record.target)
          : [...record.addedNodes].map((node) => heardText(node)).join('');
      if (!added.trim()) continue;
      const text = (atomic ? heardText(region) : added).replace(/\s+/g, ' ').trim();
      if (text) changes.push({ region: describeRegion(region), text });
    }
  };
  const observer = new MutationObserver(take);
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return {
    changes,
    /** Takes the changes the observer has not delivered yet (call after each act()). */
    flush: () => take(observer.takeRecords()),
    stop: () => observer.disconnect(),
  };
}
