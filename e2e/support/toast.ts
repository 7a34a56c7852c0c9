import { expect, type Page } from '@playwright/test';

/**
 * The notification area (Radix toast viewport, a landmark region named "Notifications (F8)").
 * Toasts are looked up inside it, so the screen-reader announcement copy that Radix adds
 * elsewhere in the page never makes a text match ambiguous.
 */
export const notifications = (page: Page) => page.getByRole('region', { name: /\(F8\)$/ });

/** The toast (a list item in the notification area) whose title is `title`. */
export const toastWithTitle = (page: Page, title: string) =>
  notifications(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

export interface ExpectedToast {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  /** Record a failure but let the journey go on (for checks whose failure says nothing about the later steps). */
  soft?: boolean;
}

/** Expects a toast with this title (and description and variant when given) to be on screen. */
export async function expectToast(page: Page, { title, description, variant, soft = false }: ExpectedToast) {
  const check = soft ? expect.soft : expect;
  const item = toastWithTitle(page, title);
  await check(item, `toast "${title}"`).toBeVisible();
  if (description !== undefined)
    await check(item.getByText(description, { exact: true }), `toast "${title}" description`).toBeVisible();
  if (variant !== undefined) await check(item, `toast "${title}" variant`).toHaveAttribute('data-variant', variant);
  return item;
}

/** Closes the toast with this title through its Dismiss button, so a repeat of the same toast can be told apart. */
export async function dismissToast(page: Page, title: string) {
  const item = toastWithTitle(page, title);
  await item.getByRole('button', { name: 'Dismiss' }).click();
  await expect(item).toHaveCount(0);
}

/** A gate for page.route handlers: requests wait until `open()` is called, so a busy state can be observed. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
