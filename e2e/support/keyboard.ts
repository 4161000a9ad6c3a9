import type { Locator, Page } from 'playwright-core';

/** Whether the element `target` points at has the keyboard focus. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page;
 * fails after `max` presses, so an element the keyboard cannot reach fails the test.
 */
export async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}) {
  const key = opts.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (opts.max ?? 80); i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** The focused element's tag, label or text: for failure messages that say where the focus went. */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'nothing';
    const name = el.getAttribute('aria-label') ?? el.innerText?.slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()} ${name}`.trim();
  });
}
