import { expect, type Page } from '@playwright/test';

/**
 * Waits for the toast with this text and closes it, as the next toast waits for it. Found by its
 * text, not its role: while a dialog is open, MUI may hide the toast from the accessibility tree.
 */
export async function closeToast(page: Page, text: string, timeout?: number): Promise<void> {
  const toast = page.locator('.MuiSnackbar-root').filter({ hasText: text });
  await expect(toast, `toast "${text}"`).toBeVisible({ timeout });
  await toast.getByRole('button', { name: 'Close', includeHidden: true }).click();
}
