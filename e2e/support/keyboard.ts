/**
 * What the keyboard spec does again and again: press a key until something has the focus, switch
 * the colour scheme, and read the colours a state paints (keyboard.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { AdminLayout } from '../pages/AdminLayout';
import { contrastRatio } from './contrast';
import { expect } from './fixtures';

export const SCHEMES = ['light', 'dark'] as const;

/** Presses `key` until `target` has the focus, at most `limit` times; answers how many. */
export async function pressUntilFocused(page: Page, target: Locator, key: string, limit: number) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${limit} presses of ${key} did not reach ${target.toString()}`);
}

export async function switchScheme(page: Page, scheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
}

/** The sidebar's background, and a link's colours and focus ring as computed now. */
export function sidebarColours(link: Locator) {
  return link.evaluate((element) => {
    const paper = element.closest('.MuiDrawer-paper') as HTMLElement;
    const style = getComputedStyle(element);
    return {
      sidebar: getComputedStyle(paper).backgroundColor,
      background: style.backgroundColor,
      text: style.color,
      ring: style.outlineStyle === 'none' ? null : style.outlineColor,
      ringWidth: parseFloat(style.outlineWidth),
    };
  });
}

/** The toast saying `text`, once shown: its text's contrast on its background. */
export async function toastContrast(page: Page, text: string | RegExp) {
  const toast = new AdminLayout(page).snackbar(text);
  await expect(toast).toBeVisible();
  const { color, background } = await toast.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  return contrastRatio(color, background);
}
