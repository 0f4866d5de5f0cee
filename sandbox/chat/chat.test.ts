import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadCatalogue} from '../catalogue';
import {createStoryStore} from '../storyblok/stories';
import {readJson, setupServedSandbox, type AnyJson} from '../testing';
import {SUPPORT_HOURS} from './index';
import {buildKnowledge} from './knowledge';
import {reply} from './responder';

const SUPPORT = {phone: '(800) 555-0199', hours: SUPPORT_HOURS};

function faqStory(id: number, slug: string, question: string, answer: string) {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: question,
    slug,
    full_slug: `en-us/faq/shipping/${slug}`,
    content: {
      _uid: `10000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      component: 'faq-item',
      question,
      answer: {
        type: 'doc',
        content: [{type: 'paragraph', content: [{type: 'text', text: answer}]}],
      },
    },
  };
}

describe('the assistant’s answers', () => {
  const seedDir = mkdtempSync(join(tmpdir(), 'chat-seed-'));
  mkdirSync(join(seedDir, 'stories', 'en-us', 'faq', 'shipping'), {recursive: true});
  const stories = [
    faqStory(
      1,
      'free-shipping',
      'Do you offer free shipping?',
      'Orders over $150 ship free within the contiguous US.',
    ),
    faqStory(
      2,
      'delivery-time',
      'How long does delivery take?',
      'Most orders arrive in 3 to 5 business days.',
    ),
  ];
  for (const story of stories) {
    writeFileSync(join(seedDir, 'stories', `${story.full_slug}.json`), JSON.stringify(story));
  }
  afterAll(() => rmSync(seedDir, {recursive: true, force: true}));

  const catalogue = loadCatalogue();
  const knowledge = buildKnowledge(seedDir, catalogue);
  const product = catalogue.products[0];

  it('answers a FAQ question with the answer and a link to it, even with a typo', () => {
    const output = reply(knowledge, 'Is there free shiping?', [], SUPPORT);
    expect(output).toContain('Orders over $150 ship free');
    expect(output).toContain('[Do you offer free shipping?](/faq/shipping/free-shipping)');
  });

  it('answers a product question with links to matching products and their prices', () => {
    const output = reply(knowledge, `Do you sell ${product.title}?`, [], SUPPORT);
    expect(output).toContain(`[${product.title}](/products/${product.handle})`);
    expect(output).toMatch(/from \$\d+\.\d{2}/);
  });

  it('gives the support line and hours when it cannot answer', () => {
    expect(reply(knowledge, 'Can you recommend a good movie?', [], SUPPORT)).toBe(
      "I'm not sure I can answer that one. Please call our support team at (800) 555-0199 " +
        `(${SUPPORT_HOURS}) and we'll be glad to help.`,
    );
  });

  it('reads a bare follow-up together with the question before it', () => {
    expect(reply(knowledge, 'and how long?', ['delivery time'], SUPPORT)).toContain(
      '3 to 5 business days',
    );
  });
});

describe('POST /chat', () => {
  const {url} = setupServedSandbox();
  const seededFaq = createStoryStore(join(import.meta.dirname, '..', 'data'))
    .all()
    .find(
      (story) => story.content.component === 'faq-item' && story.full_slug.startsWith('en-us/'),
    );

  const send = (body: unknown) =>
    fetch(`${url()}/chat`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(body),
    });

  it('answers a seeded FAQ question and a product question, and keeps the chat’s history', async () => {
    const question = String((seededFaq?.content as {question?: string}).question);
    const faq = await readJson(
      await send({chatId: 'chat_abc123', message: question, route: 'general'}),
    );
    expect(faq.output).toContain(`](/${seededFaq?.full_slug.replace('en-us/', '')})`);

    const product = loadCatalogue().products[0];
    const answer = await readJson(
      await send({
        chatId: 'chat_abc123',
        message: `Do you have ${product.title}?`,
        route: 'general',
      }),
    );
    expect(answer.output).toContain(`(/products/${product.handle})`);

    const history = await readJson(await fetch(`${url()}/chat/chat_abc123/history`));
    expect(history.map((entry: {role: string}) => entry.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(history[0]).toMatchObject({text: question, route: 'general'});
  });

  it('gives the header’s phone and the support hours when it cannot answer, in a chat of its own', async () => {
    const global: AnyJson = createStoryStore(join(import.meta.dirname, '..', 'data')).find(
      'en-us/global',
      'published',
    );
    const phone = String(global.content.header[0].phone);
    const {output} = await readJson(
      await send({chatId: 'chat_movies', message: 'Can you recommend a good movie?'}),
    );
    expect(output).toContain(phone);
    expect(output).toContain(SUPPORT_HOURS);

    const history = await readJson(await fetch(`${url()}/chat/chat_movies/history`));
    expect(history.map((entry: {text: string}) => entry.text)).toEqual([
      'Can you recommend a good movie?',
      output,
    ]);
  });

  it('refuses a message without a chat id or text', async () => {
    const response = await send({message: '   '});
    expect(response.status).toBe(400);
    expect((await readJson(response)).error).toMatch(/chatId.*message/);
  });
});
