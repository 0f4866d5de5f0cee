import {SANDBOX_PORT} from '../../playwright.config';
import {asNewVisitor, expect, hydrated, test} from './fixtures';

// The chat needs JavaScript; without it the page offers the phone line instead (tested below).
test.describe('The chat assistant', {tag: '@js'}, () => {
  test.beforeEach(async ({page}) => {
    await asNewVisitor(page);
  });

  test('A shopper asks about lids and gets an answer with a link to the product', async ({page, expectAccessible}) => {
    // The store gives the assistant 20 s to answer, and axe reads the page after that.
    test.setTimeout(60_000);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Chat with us'}).click();
    const chat = page.getByRole('dialog', {name: 'Chat with us'});
    const input = chat.getByLabel('Your message');
    await expect(input).toBeFocused();

    // Blank messages and Shift+Enter send nothing.
    await input.press('Enter');
    await input.fill('   ');
    await input.press('Enter');
    await input.fill('Do you sell lids');
    await input.press('Shift+Enter');
    await expect(input).toHaveValue('Do you sell lids\n');
    await expect(chat.getByRole('listitem')).toHaveCount(1);

    await input.fill('Do you have lids for 12 oz hot cups?');
    await input.press('Enter');
    await expect(chat.getByRole('listitem').nth(1)).toContainText('You: Do you have lids for 12 oz hot cups?');
    const answer = chat.getByRole('listitem').nth(2);
    await expect(answer).toContainText('Assistant:');
    await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^\/products\/[a-z0-9-]+$/);
    await expect(answer.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(input).toBeEnabled();
    await expectAccessible();

    // Closing hands focus back to the button that opened the chat, by mouse or by Escape.
    await chat.getByRole('button', {name: 'Close chat'}).click();
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', {name: 'Chat with us'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', {name: 'Chat with us'})).toBeFocused();
  });

  test('In the Canadian store the answer’s links stay in the Canadian store', async ({page}) => {
    await page.goto('/en-ca');
    await hydrated(page);
    await page.getByRole('button', {name: 'Chat with us'}).click();
    const chat = page.getByRole('dialog', {name: 'Chat with us'});
    await chat.getByLabel('Your message').fill('Do you have lids for 12 oz hot cups?');
    await chat.getByLabel('Your message').press('Enter');
    await expect(chat.getByRole('listitem').nth(2).getByRole('link').first()).toHaveAttribute('href', /^\/en-ca\/products\/[a-z0-9-]+$/);
  });

  test('The chat waits for each answer before taking the next question', async ({page}) => {
    // Made before the question is sent: the page shows it is waiting before the held request reaches
    // this handler, so a promise made in the handler could be released before it exists.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    await page.getByRole('button', {name: 'Chat with us'}).click();
    const chat = page.getByRole('dialog', {name: 'Chat with us'});
    await chat.getByLabel('Your message').fill('How many cups come in a case?');
    await chat.getByLabel('Your message').press('Enter');
    await expect(chat.getByRole('status')).toHaveText('The assistant is typing…');
    await expect(chat.getByLabel('Your message')).toBeDisabled();
    await expect(chat.getByRole('button', {name: 'Send'})).toBeDisabled();
    release();
    await expect(chat.getByRole('status')).toHaveCount(0);
    await expect(chat.getByLabel('Your message')).toBeEnabled();
  });

  test('The conversation keeps its id across pages, and a new tab starts its own', async ({page, context}) => {
    await page.goto('/about');
    await page.getByRole('button', {name: 'Chat with us'}).click();
    const chat = page.getByRole('dialog', {name: 'Chat with us'});
    await chat.getByLabel('Your message').fill('Are your cups compostable?');
    await chat.getByLabel('Your message').press('Enter');
    await expect(chat.getByRole('listitem')).toHaveCount(3);
    const chatId = await page.evaluate(() => sessionStorage.getItem('chat-id'));
    expect(chatId).toMatch(/^chat_[a-z0-9]{24}$/);

    // Moving within the store keeps the conversation open; a full page load brings it back too.
    await page.getByRole('contentinfo').getByRole('link', {name: 'Contact Us', exact: true}).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(chat.getByRole('listitem')).toHaveCount(3);
    await page.goto('/custom-print');
    await page.getByRole('button', {name: 'Chat with us'}).click();
    await expect(page.getByRole('dialog', {name: 'Chat with us'}).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('dialog').getByLabel('Your message').fill('And the lids?');
    await page.getByRole('dialog').getByLabel('Your message').press('Enter');
    await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(5);
    expect(await page.evaluate(() => sessionStorage.getItem('chat-id'))).toBe(chatId);
    // The assistant's service records a turn as it finishes answering, a moment after the page shows it.
    const userTurns = async () => {
      const history = (await (await fetch(`http://127.0.0.1:${SANDBOX_PORT}/chat/${chatId}/history`)).json()) as {
        role: string;
        text: string;
      }[];
      return history.filter((entry) => entry.role === 'user').map((entry) => entry.text);
    };
    await expect.poll(userTurns).toEqual(['Are your cups compostable?', 'And the lids?']);

    const other = await context.newPage();
    await asNewVisitor(other);
    await other.goto('/about');
    await other.getByRole('button', {name: 'Chat with us'}).click();
    await expect(other.getByRole('dialog').getByRole('listitem')).toHaveCount(1);
    await other.getByRole('dialog').getByLabel('Your message').fill('Hello');
    await other.getByRole('dialog').getByLabel('Your message').press('Enter');
    await expect(other.getByRole('dialog').getByRole('listitem')).toHaveCount(3);
    const otherId = await other.evaluate(() => sessionStorage.getItem('chat-id'));
    expect(otherId).toMatch(/^chat_/);
    expect(otherId).not.toBe(chatId);
  });

  test('The chat block opens the assistant with its own greeting', async ({page}) => {
    await page.goto('/why-compostable');
    await page.getByRole('button', {name: 'Start a chat'}).click();
    await expect(page.getByRole('dialog', {name: 'Chat with us'}).getByRole('listitem').first()).toContainText(
      'Hi! Ask me which cup fits your lids',
    );
    await expect(page.getByRole('dialog').getByLabel('Your message')).toHaveAttribute('placeholder', 'Type your question…');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', {name: 'Start a chat'})).toBeFocused();
  });

  test('No chat code loads until the chat is opened', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', {name: 'Chat with us'})).toBeVisible();
    // The launcher shows as soon as the shell hydrates; the home page's streamed sections may still
    // be hydrating on a busy machine, and a click then makes React redo them (error #421).
    await hydrated(page);
    expect(scripts.filter((url) => /ChatPanel/.test(url))).toEqual([]);
    await page.getByRole('button', {name: 'Chat with us'}).click();
    await expect(page.getByRole('dialog', {name: 'Chat with us'})).toBeVisible();
    expect(scripts.filter((url) => /ChatPanel/.test(url))).toHaveLength(1);
  });
});

test('The chat block always offers the phone line and hours, and a chat only with JavaScript', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/why-compostable');
  await expect(page.getByText('Prefer to talk? Call (800) 555-0199, Monday to Friday 9a-6p Eastern.')).toBeVisible();
  // Once: the page's words do not repeat the line the chat block gives.
  await expect(page.getByRole('main').getByRole('link', {name: '(800) 555-0199'})).toHaveCount(1);
  await expect(page.getByRole('button', {name: 'Start a chat'})).toHaveCount(javaScriptEnabled ? 1 : 0);
  await expect(page.getByRole('button', {name: 'Chat with us'})).toHaveCount(javaScriptEnabled ? 1 : 0);
});
