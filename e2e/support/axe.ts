import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the page may have no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  // Axe reads colours as painted: a dialog or menu still fading in or out fails contrast at random.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
  // Legacy mode runs the same rules in the page itself. The default opens a blank page for each
  // check to merge the results of frames, and Soko's pages have no frame: that page and a second
  // copy of axe were half of each check's time (1.7 s -> 0.8 s a page, 169 checks in the suite).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
        .join('\n    ')}`,
  );
  expect(summary, `accessibility of ${label}`).toEqual([]);
}
