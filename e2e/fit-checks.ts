import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

/**
 * What makes the page scroll sideways: the document itself, a scroll container whose content is wider than
 * it (a code block or a table may scroll inside its own box), or an element reaching past the screen's edges
 * that no box around it clips.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} “${(element.textContent ?? '').trim().slice(0, 40)}”`;
    const scrollsItsOwnWay = (element: Element) =>
      element.tagName === 'PRE' || element.querySelector(':scope > table') !== null;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const clippedAbove = (element: Element) => {
      for (let above = element.parentElement; above && above !== document.body; above = above.parentElement) {
        if (clips(above)) return true;
      }
      return false;
    };
    if (root.scrollWidth > width) found.push(`the document is ${root.scrollWidth} px wide in ${width}`);
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const scroller = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scroller && element.scrollWidth > element.clientWidth + 1 && !scrollsItsOwnWay(element))
        found.push(`scrolls sideways: ${nameOf(element)}`);
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !clippedAbove(element))
        found.push(`past the screen's edge: ${nameOf(element)}`);
    }
    return found;
  });
}

/** Buttons, tabs, selects and text fields a finger can see but would miss: under 44 × 44 px. */
function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scope = [...document.querySelectorAll(':modal')].at(-1) ?? document.body;
    const targets = scope.querySelectorAll(
      'button, [role="tab"], select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])',
    );
    const found: string[] = [];
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      const visible = box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight;
      if (!visible || getComputedStyle(target).visibility === 'hidden') continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = target.getAttribute('aria-label') ?? (target.textContent ?? '').trim().slice(0, 40);
        found.push(`${target.tagName.toLowerCase()} “${name}”: ${Math.round(box.width)} × ${Math.round(box.height)}`);
      }
    }
    return found;
  });
}

/** The three checks of a field layout, in the state the page is in now. */
export async function expectFits(page: Page, state: string) {
  expect(await seriousViolations(page), `axe, ${state}`).toEqual([]);
  expect(await sidewaysOverflow(page), `sideways scrolling, ${state}`).toEqual([]);
  expect(await smallTouchTargets(page), `touch targets, ${state}`).toEqual([]);
}
