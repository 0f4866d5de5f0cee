/**
 * Every form the store takes a POST for, in one table: what a valid body looks like, and changes
 * that each make it invalid. The abuse test fuzzes each entry and fails when a route file with an
 * `action` export has no entry here, so a new form cannot go untested.
 */
import {storyFormUids, seededStory, uidOf} from '../integration/story-forms-fixtures';
import {tinyPng} from '../sample-files';

/** Stands for "leave the field out" in a break. */
export const DROP = null;

const HUGE = 'x'.repeat(20_000);
const EMAIL_BREAKS: [string, string | null][] = [
  ['email', DROP],
  ['email', 'not-an-email'],
  ['email', '@example.com'],
  ['email', `${'a'.repeat(300)}@example.com`],
  ['email', ''],
];

export interface PostRoute {
  /** Names the form in test output. */
  name: string;
  /** The file in `app/routes/` whose action answers it. */
  file: string;
  /** Where the form posts. */
  path: string;
  /** Posted by a signed-in customer (the account pages), else by a visitor with no session. */
  signedIn?: boolean;
  /** How the page sends it: a form (urlencoded), multipart (forms with files), or JSON (the chat widget). */
  encoding: 'form' | 'multipart' | 'json';
  /** A body the store would accept. */
  fields: Record<string, unknown>;
  /** Changes that each leave the body invalid: a field's bad value, or DROP to leave it out. */
  breaks: [string, unknown][];
  /** False for forms whose valid body reaches no service either; the rest must reach one. */
  forwards?: false;
}

const uids = storyFormUids();
const samplesUid = uidOf(seededStory('free-samples').content, 'samples');
const honeypot = {_botbait: ''};
const HONEYPOT_BREAKS: [string, unknown][] = [
  ['_botbait', DROP],
  ['_botbait', 'http://spam.example'],
];
const storyForm = (kind: string, block: string) => ({_form: kind, _block: block, ...honeypot});
const STORY_FORM_BREAKS = (block: string): [string, unknown][] => [
  ...HONEYPOT_BREAKS,
  ['_block', DROP],
  ['_block', block.toUpperCase()],
  ['_form', 'unknown'],
];

const cartInput = (action: string, inputs: unknown) => JSON.stringify({action, inputs});
const variant = (id: string | number) => `gid://shopify/ProductVariant/${id}`;
const LINES_ADD_BREAKS: [string, unknown][] = [
  ['cartFormInput', DROP],
  ['cartFormInput', '{"action":"LinesAdd","inputs":'],
  ['cartFormInput', cartInput('LinesAdd', {lines: []})],
  ['cartFormInput', cartInput('LinesAdd', {lines: 'all'})],
  ['cartFormInput', cartInput('LinesAdd', {lines: [{merchandiseId: 800083, quantity: 1}]})],
  ['cartFormInput', cartInput('LinesAdd', {lines: [{merchandiseId: 'gid://shopify/Product/1', quantity: 1}]})],
  ['cartFormInput', cartInput('LinesAdd', {lines: [{merchandiseId: variant(800083), quantity: 0}]})],
  ['cartFormInput', cartInput('LinesAdd', {lines: [{merchandiseId: variant(800083), quantity: -3}]})],
  ['cartFormInput', cartInput('LinesAdd', {lines: [{merchandiseId: variant(800083), quantity: 1e12}]})],
  ['cartFormInput', cartInput('LinesAdd', {lines: [{merchandiseId: variant(800083), quantity: 1.5}]})],
  ['cartFormInput', cartInput('LinesAdd', {lines: [{merchandiseId: variant(800083), quantity: 'lots'}]})],
  ['cartFormInput', cartInput('LinesAdd', {lines: Array.from({length: 60}, () => ({merchandiseId: variant(800083)}))})],
  ['cartFormInput', cartInput('LinesAdd', {lines: [{merchandiseId: variant(800083), attributes: [{key: HUGE, value: 'x'}]}]})],
  ['cartFormInput', cartInput('LinesDelete', {lines: [{merchandiseId: variant(800083)}]})],
  ['cartFormInput', cartInput('__proto__', {})],
  ['cartFormInput', cartInput('LinesUpdate', {lines: [{id: '', quantity: 1}]})],
  ['cartFormInput', cartInput('LinesRemove', {lineIds: []})],
  ['cartFormInput', cartInput('NoteUpdate', {note: HUGE})],
  ['cartFormInput', cartInput('BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'ZZ'}})],
  ['cartFormInput', JSON.stringify([1, 2, 3])],
  ['cartFormInput', 'null'],
];

/**
 * Routes that take posts from other sites by design and prove the sender with a signature instead
 * (guarantee 10's named webhooks). They are not forms: the abuse test sends them its own bodies.
 */
export const WEBHOOK_ROUTES = [
  {name: 'Storyblok webhook', file: 'api.storyblok-webhook.tsx', path: '/api/storyblok-webhook', storyId: seededStory('about').id},
];

export const POST_ROUTES: PostRoute[] = [
  {
    name: 'cart: add lines',
    file: '($locale).cart.tsx',
    path: '/cart',
    encoding: 'form',
    fields: {cartFormInput: cartInput('LinesAdd', {lines: [{merchandiseId: variant(800083), quantity: 1}]})},
    breaks: LINES_ADD_BREAKS,
  },
  {
    name: 'cart: discount code',
    file: '($locale).cart.tsx',
    path: '/cart',
    encoding: 'form',
    fields: {discountCode: 'WELCOME10', cartFormInput: cartInput('DiscountCodesUpdate', {discountCodes: []})},
    breaks: [
      ['discountCode', ''],
      ['discountCode', '   '],
      ['discountCode', HUGE],
      ['cartFormInput', DROP],
      ['cartFormInput', cartInput('DiscountCodesUpdate', {discountCodes: Array.from({length: 30}, (_, index) => `C${index}`)})],
      ['cartFormInput', cartInput('DiscountCodesUpdate', {discountCodes: 'WELCOME10'})],
    ],
  },
  {
    name: 'cart: deal checkout',
    file: '($locale).cart.tsx',
    path: '/cart',
    encoding: 'form',
    fields: {cartFormInput: cartInput('CustomDealCheckout', {merchandiseId: variant(800083), discountCode: 'WELCOME10'})},
    breaks: [
      ['cartFormInput', cartInput('CustomDealCheckout', {merchandiseId: variant(800083), discountCode: ''})],
      ['cartFormInput', cartInput('CustomDealCheckout', {merchandiseId: 'https://evil.example', discountCode: 'WELCOME10'})],
      ['cartFormInput', cartInput('CustomDealCheckout', {discountCode: 'WELCOME10'})],
      ['cartFormInput', cartInput('CustomDealCheckout', {merchandiseId: variant(800083), discountCode: HUGE})],
    ],
  },
  {
    name: 'contact form',
    file: '$.tsx',
    path: '/contact',
    encoding: 'form',
    fields: {...storyForm('contact', uids.contact), name: 'Sam Lee', email: 'sam@example.com', phone: '503 555 0100', comments: 'Hi'},
    breaks: [
      ...STORY_FORM_BREAKS(uids.contact),
      ...EMAIL_BREAKS,
      ['name', DROP],
      ['name', '   '],
      ['name', HUGE],
      ['phone', DROP],
      ['comments', HUGE],
    ],
  },
  {
    name: 'custom print order (with files)',
    file: '$.tsx',
    path: '/custom-print',
    encoding: 'multipart',
    fields: {
      ...storyForm('print-order', uids.printOrder),
      first_name: 'Ana',
      last_name: 'Ruiz',
      company: 'Ruiz Roasters',
      email: 'ana@example.com',
      phone: '503-555-0148',
      product: 'PET Cold Cups',
      quantity: '10,000+',
      message: 'Two colours on kraft.',
      attachment: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'logo.pdf'),
    },
    breaks: [
      ...STORY_FORM_BREAKS(uids.printOrder),
      ...EMAIL_BREAKS,
      ['product', 'Select an option...'],
      ['quantity', '999'],
      ['first_name', DROP],
      ['message', HUGE],
      ['attachment', new File([new TextEncoder().encode('<?php echo 1;')], 'shell.php.jpg')],
      ['attachment', new File([new TextEncoder().encode('<svg onload="alert(1)"/>')], 'logo.svg')],
      ['attachment', new File([], 'empty.png')],
    ],
  },
  {
    name: 'product photos (with files)',
    file: '$.tsx',
    path: '/product-photos',
    encoding: 'multipart',
    fields: {
      ...storyForm('product-photos', uids.productPhotos),
      first_name: 'Jo',
      last_name: 'Kim',
      company: 'Kim Café',
      email: 'jo@example.com',
      consent: 'on',
      assets: new File([tinyPng()], 'photo.png'),
    },
    breaks: [
      ...STORY_FORM_BREAKS(uids.productPhotos),
      ...EMAIL_BREAKS,
      ['consent', DROP],
      ['first_name', HUGE],
      ['assets', new File([new TextEncoder().encode('%PDF-1.4')], 'photo.png')],
      ['assets', DROP],
    ],
  },
  {
    name: 'tax exemption',
    file: '$.tsx',
    path: '/tax-exemption',
    encoding: 'multipart',
    fields: {
      ...storyForm('tax-exemption', uids.taxExemption),
      name: 'Dana Cho',
      email: 'dana@example.com',
      phone: '416 555 0199',
      company: 'Maple School Board',
      addressOne: '12 King St',
      country: 'CA',
      region: 'CA-ON',
      city: 'Toronto',
      postal: 'M5H 1A1',
      attachment: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'certificate.pdf'),
    },
    breaks: [
      ...STORY_FORM_BREAKS(uids.taxExemption),
      ...EMAIL_BREAKS,
      ['country', 'ZZ'],
      ['region', 'US-XX'],
      ['city', DROP],
      ['attachment', DROP],
    ],
  },
  {
    name: 'marketing materials',
    file: '$.tsx',
    path: '/marketing-materials',
    encoding: 'form',
    fields: {
      ...storyForm('marketing-materials', uids.marketingMaterials),
      name: 'Lee Park',
      email: 'lee@example.com',
      business_name: 'Park Bistro',
      country: 'US',
      province: 'US-OR',
      street_address: '9 Pine St',
      city: 'Portland',
      zip_code: '97209',
      accepts_marketing: 'on',
    },
    breaks: [...STORY_FORM_BREAKS(uids.marketingMaterials), ...EMAIL_BREAKS, ['country', 'MX'], ['province', 'ON'], ['zip_code', HUGE]],
  },
  {
    name: 'free samples',
    file: '$.tsx',
    path: '/free-samples?add-samples',
    encoding: 'form',
    fields: {block: samplesUid, samples: 'sample_1'},
    breaks: [
      ['block', DROP],
      ['block', 'no-such-block'],
      ['samples', DROP],
      ['samples', 'sample_99999'],
      ['samples', 'gid://shopify/ProductVariant/800083'],
      ['samples', HUGE],
    ],
  },
  {
    name: 'a form posted to the home page',
    file: '_index.tsx',
    // An index route's own forms post with `?index`; without it the post goes to the layout above.
    path: '/?index',
    encoding: 'form',
    fields: {...storyForm('contact', uids.contact), name: 'Sam Lee', email: 'sam@example.com', phone: '503 555 0100'},
    // The home page has no contact form: whatever the body, nothing is sent.
    forwards: false,
    breaks: [...STORY_FORM_BREAKS(uids.contact), ...EMAIL_BREAKS],
  },
  {
    name: 'sign in',
    file: '($locale).account_.login.tsx',
    path: '/account/login',
    encoding: 'form',
    fields: {email: 'james@example.com', password: 'foodtruck1', redirect: '/account', ...honeypot},
    breaks: [...EMAIL_BREAKS, ['password', DROP], ['password', ''], ['password', HUGE], ['redirect', HUGE]],
  },
  {
    name: 'register',
    file: '($locale).account_.register.tsx',
    path: '/account/register',
    encoding: 'form',
    fields: {firstName: 'Alex', lastName: 'Tester', email: 'fuzz@example.com', password: 'secret12', passwordConfirmation: 'secret12', ...honeypot},
    breaks: [
      ...HONEYPOT_BREAKS,
      ...EMAIL_BREAKS,
      ['firstName', DROP],
      ['lastName', HUGE],
      ['password', 'short'],
      ['password', HUGE],
      ['passwordConfirmation', 'secret13'],
      ['acceptsMarketing', 'on'],
      ['industry', 'Pirate'],
    ],
  },
  {
    name: 'forgotten password',
    file: '($locale).account_.forgot.tsx',
    path: '/account/forgot',
    encoding: 'form',
    fields: {email: 'james@example.com', ...honeypot},
    breaks: EMAIL_BREAKS,
  },
  {
    name: 'reset password',
    file: '($locale).account_.reset.$id.$token.tsx',
    path: '/account/reset/1/not-a-real-token',
    encoding: 'form',
    fields: {password: 'secret12', passwordConfirmation: 'secret12'},
    breaks: [['password', DROP], ['password', 'short'], ['password', HUGE], ['passwordConfirmation', 'different']],
  },
  {
    name: 'activate account',
    file: '($locale).account_.activate.$id.$token.tsx',
    path: '/account/activate/1/not-a-real-token',
    encoding: 'form',
    fields: {password: 'secret12', passwordConfirmation: 'secret12'},
    breaks: [['password', DROP], ['password', 'short'], ['password', HUGE], ['passwordConfirmation', DROP]],
  },
  {
    name: 'sign out (no session)',
    file: '($locale).account_.logout.tsx',
    path: '/account/logout',
    encoding: 'form',
    fields: {},
    // With no session there is nothing to end: whatever the body, nothing is sent.
    forwards: false,
    breaks: [['x', 'y']],
  },
  {
    name: 'edit profile',
    file: '($locale).account._index.tsx',
    path: '/account?index',
    signedIn: true,
    encoding: 'form',
    fields: {firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com', password: 'compost123', passwordConfirmation: 'compost123'},
    breaks: [...EMAIL_BREAKS, ['firstName', DROP], ['lastName', HUGE], ['password', 'short'], ['passwordConfirmation', 'other123']],
  },
  {
    name: 'add or edit an address',
    file: '($locale).account.addresses.tsx',
    path: '/account/addresses',
    signedIn: true,
    encoding: 'form',
    fields: {firstName: 'Maria', lastName: 'Lopez', address1: '1 Main St', city: 'Portland', country: 'US', province: 'US-OR', zip: '97214'},
    breaks: [
      ['address1', DROP],
      ['city', HUGE],
      ['country', 'ZZ'],
      ['province', 'CA-ON'],
      ['zip', DROP],
      ['intent', 'delete'],
      ['intent', 'default'],
    ],
  },
  {
    name: 'reorder',
    file: '($locale).account.orders.$orderNumber.tsx',
    path: '/account/orders/{order}',
    signedIn: true,
    encoding: 'form',
    fields: {line: '{line}'},
    breaks: [['line', DROP], ['line', variant(1)], ['line', HUGE]],
  },
  {
    name: 'chat message',
    file: '($locale).api.chat.tsx',
    path: '/api/chat',
    encoding: 'json',
    fields: {chatId: 'chat_abcdefgh1234', message: 'Do you ship to Canada?'},
    breaks: [
      ['chatId', DROP],
      ['chatId', 'chat_'],
      ['chatId', 12345],
      ['chatId', ['chat_abcdefgh1234']],
      ['message', DROP],
      ['message', '   '],
      ['message', HUGE],
      ['message', {text: 'hi'}],
    ],
  },
  {
    name: 'newsletter',
    file: '($locale).api.newsletter.tsx',
    path: '/api/newsletter',
    encoding: 'form',
    fields: {placement: 'blog', email: 'reader@example.com', return_to: '/blog', ...honeypot},
    breaks: [...HONEYPOT_BREAKS, ...EMAIL_BREAKS, ['placement', DROP], ['placement', 'sidebar']],
  },
  {
    name: 'privacy choices',
    file: '($locale).privacy-choices.tsx',
    path: '/privacy-choices',
    encoding: 'form',
    fields: {opt_out: 'on'},
    // It only sets the visitor's own cookie: nothing is ever sent on, valid or not.
    forwards: false,
    breaks: [['opt_out', 'maybe'], ['opt_out', HUGE]],
  },
  {
    name: 'back-in-stock alert',
    file: '($locale).products.$handle.($variantId).tsx',
    path: '/products/im-compostable-pla-cold-cups',
    encoding: 'form',
    fields: {intent: 'back-in-stock', email: 'alert@example.com', variant: '800083'},
    breaks: [...EMAIL_BREAKS, ['intent', DROP], ['intent', 'other'], ['variant', 'abc'], ['variant', DROP], ['variant', '9'.repeat(25)]],
  },
  {
    name: 'special order',
    file: '($locale).products.$handle.($variantId).tsx',
    path: '/products/im-compostable-pla-cold-cups',
    encoding: 'form',
    fields: {intent: 'special-order', first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com'},
    breaks: [...EMAIL_BREAKS, ['first_name', DROP], ['last_name', HUGE], ['intent', 'Special-Order']],
  },
];
