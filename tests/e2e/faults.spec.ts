import {SANDBOX_PORT} from '../../playwright.config';
import {expect, test} from './fixtures';

/** Sets the sandbox's faults for one test and clears them after it, pass or fail. */
async function withFaults(faults: string, run: () => Promise<void>) {
  const control = `http://127.0.0.1:${SANDBOX_PORT}/__sandbox/faults`;
  const set = await fetch(control, {
    method: 'PUT',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({faults}),
  });
  expect(set.status).toBe(200);
  try {
    await run();
  } finally {
    await fetch(control, {method: 'DELETE'});
  }
}

test.describe('When a backend service fails', () => {
  // Faults apply to the whole shared sandbox: one test at a time, in order, in one worker.
  test.describe.configure({mode: 'default'});

  test('a page whose content cannot be read shows a generic error inside the shell', async ({
    page,
  }) => {
    await withFaults('content:error=1', async () => {
      const response = await page.goto('/about');
      expect(response?.status()).toBe(500);
      await expect(
        page.getByRole('heading', {level: 1, name: 'Something went wrong'}),
      ).toBeVisible();
      // The header and footer come from the same content service, so only the frame remains.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText(/fault injected|Storyblok could not/)).toHaveCount(0);
    });
  });

  test('the store recovers as soon as the service does', async ({page}) => {
    await withFaults('content:error=1', async () => {
      expect((await page.goto('/about'))?.status()).toBe(500);
    });
    expect((await page.goto('/about'))?.status()).toBe(200);
  });
});
