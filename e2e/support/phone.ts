import { expect, type Locator } from '@playwright/test';

export const PHONE = { width: 375, height: 900 };

/**
 * The cells of `row` under the named columns are on the screen as it is: inside the phone's width,
 * with nothing to scroll sideways to reach them.
 */
export async function expectColumnsOnScreen(row: Locator, columns: string[]) {
  await expect(row).toBeVisible();
  const table = row.locator('xpath=ancestor::table[1]');
  const headers = await table.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim()));
  for (const column of columns) {
    const index = headers.indexOf(column);
    expect(index, `column ${column} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    const cell = row.locator('td').nth(index);
    await expect(cell, `the ${column} cell`).toBeVisible();
    const box = await cell.boundingBox();
    expect(box, `the ${column} cell has a box`).not.toBeNull();
    expect(box?.x ?? -1, `the ${column} cell starts on screen`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `the ${column} cell ends on screen`).toBeLessThanOrEqual(PHONE.width);
  }
  const sideways = await table.evaluate((element) => {
    const container = element.closest('.mantine-Table-scrollContainer') ?? element.parentElement;
    return container ? container.scrollWidth - container.clientWidth : 0;
  });
  expect(sideways, 'the table scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * No amount ("$258.00"), order or payout number ("#1003") or date and time ("7 Dec 2026, 5:30 pm
 * AEDT", a `<time>`) is split across lines, and no badge is cut short ("APPR…"): each such token's
 * text lies on one line, each badge's label fits its badge.
 */
export async function expectNoSplitTokens(scope: Locator) {
  const broken = await scope.evaluate((root) => {
    const token = /^[−-]?\$[\d,]+\.\d{2}$|^#\d+$/;
    const found: string[] = [];
    for (const element of Array.from(root.querySelectorAll('*'))) {
      if (element.children.length > 0) continue;
      const text = element.textContent?.trim() ?? '';
      if (!token.test(text) && element.tagName !== 'TIME') continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (lines.size > 1) found.push(`split: ${text}`);
    }
    for (const label of Array.from(root.querySelectorAll('.mantine-Badge-label'))) {
      if (label.scrollWidth > label.clientWidth + 1) found.push(`cut badge: ${label.textContent}`);
    }
    return found;
  });
  expect(broken).toEqual([]);
}

/** Each word of the element's text lies on one line: the text wraps between words, never inside one. */
export async function expectWordsWhole(element: Locator) {
  const split = await element.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(word[0]);
      }
    }
    return found;
  });
  expect(split, 'words broken over two lines').toEqual([]);
}
