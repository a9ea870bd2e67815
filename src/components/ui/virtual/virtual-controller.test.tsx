import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout } from '../../../testing/fake-layout';
import { VirtualController } from './virtual-controller';

installFakeLayout(600, 50);

function scrollerWithList() {
  const scroller = document.createElement('div');
  scroller.className = 'overflow-y-auto';
  const list = document.createElement('ol');
  list.style.height = '5000px';
  scroller.append(list);
  document.body.append(scroller);
  const controller = new VirtualController(50, 2);
  controller.setScroller(scroller);
  controller.setList(list);
  controller.snapshot(100, (index) => index);
  return { scroller, controller };
}

describe('VirtualController', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('scrolls to a row and keeps correcting for a few frames while rows are measured', () => {
    const { scroller, controller } = scrollerWithList();
    controller.scrollToIndex(50, 'start');
    expect(scroller.scrollTop).toBe(2500);
    scroller.scrollTop = 100;
    vi.advanceTimersToNextFrame();
    expect(scroller.scrollTop).toBe(2500);
  });

  it('lets the reader take over: a wheel, touch, pointer or key on the list stops the correction', () => {
    for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown']) {
      const { scroller, controller } = scrollerWithList();
      controller.scrollToEnd();
      scroller.dispatchEvent(new Event(type));
      scroller.scrollTop = 100;
      vi.advanceTimersToNextFrame();
      expect(scroller.scrollTop, type).toBe(100);
      controller.dispose();
    }
  });
});
