import type { Page } from '@playwright/test';

/**
 * What on the page reaches past the window's sides, or scrolls sideways, inside `main`: each as
 * `tag.class (left–right)`. An element cut off by a box that clips it (an ellipsis, a scaled
 * preview) is not counted; the box itself is.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clips = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX !== 'visible';
    };
    const clippedInside = (element: Element, main: Element) => {
      for (let box = element.parentElement; box && box !== main; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        if (clips(box) && rect.left >= -1 && rect.right <= width + 1) return true;
      }
      return false;
    };
    const describe = (element: Element, rect: DOMRect) =>
      `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} ` +
      `(${Math.round(rect.left)}–${Math.round(rect.right)})`;
    const main = document.querySelector('main');
    if (!main) return ['no main'];
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push('the page scrolls sideways');
    for (const element of main.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0) continue;
      const { overflowX } = getComputedStyle(element);
      if (/auto|scroll/.test(overflowX) && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${describe(element, rect)} scrolls sideways`);
      }
      if ((rect.right > width + 1 || rect.left < -1) && !clippedInside(element, main)) {
        found.push(describe(element, rect));
      }
    }
    return found;
  });
}
