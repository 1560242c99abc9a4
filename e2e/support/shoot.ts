/** How `npm run screenshots` (e2e/screenshots*.ts) saves a picture of the page. */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const OUT = path.resolve(__dirname, '..', '..', 'docs', 'screenshots');

/** Waits for transitions and lazy images, then saves docs/screenshots/<name>.png. */
export async function shoot(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(async () => {
    const images = Array.from(document.images).filter((image) => !image.complete);
    const loaded = Promise.all(
      images.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve);
            image.addEventListener('error', resolve);
          }),
      ),
    );
    // Lazy images below the fold never load: wait for the others, at most 5 s.
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  // The text cursor blinks; hide it so that two runs give the same picture.
  await page.screenshot({
    path: path.join(OUT, `${name}.png`),
    caret: 'hide',
    animations: 'disabled',
  });
}
