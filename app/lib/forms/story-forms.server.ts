import type {Submission} from '@conform-to/zod';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {data} from '@shopify/remix-oxygen';
import {z} from 'zod';
import {subscribeToList} from '~/lib/forms/email-marketing.server';
import {localizePath, type Locale} from '~/lib/i18n/locale';
import {placeName, regionsOf, type Places} from '~/lib/forms/places';
import {loadPlaces} from '~/lib/forms/places.server';
import {checkRateLimit, RATE_LIMITS, retryAfterHeaders} from '~/lib/http/rate-limit.server';
import {sameOriginPath} from '~/lib/http/redirect';
import {readFormBody} from '~/lib/http/request-body.server';
import type {Blok, GlobalContent} from '~/lib/content/storyblok/types';
import {FORM_IDS, formIdOf, sendToFormService} from './form-service.server';
import {HONEYPOT_FIELD, isBotSubmission} from './honeypot';
import {t} from './messages';
import {ContactSchema} from './schemas/contact';
import {marketingMaterialsSchema} from './schemas/marketing-materials';
import {printOrderSchema, printProducts} from './schemas/print-order';
import {maxPhotos, productPhotosSchema} from './schemas/product-photos';
import {taxExemptionSchema} from './schemas/tax-exemption';
import {
  FORM_BLOCK_FIELD,
  FORM_KIND_FIELD,
  isStoryFormKind,
  STORY_FORM_KINDS,
  type StoryFormActionData,
  type StoryFormComponent,
} from './story-forms';
import {parseForm, secretFields} from './submission.server';
import {readUploadForm} from './uploads.server';

type StoryFormContext = Pick<AppLoadContext, 'env' | 'content' | 'locale'>;

/** A form's rules on the server: how to validate it, where it may go, and what is sent. */
interface StoryForm<Schema extends z.ZodTypeAny = z.ZodTypeAny> {
  formIds: readonly string[];
  needsPlaces?: boolean;
  schema(blok: Blok, places: Places): Schema;
  /** The body the form service receives, built from validated values only. */
  body(value: z.output<Schema>, places: Places): URLSearchParams | FormData;
  /** Runs once the form service has the submission (the marketing form's mailing-list signup). */
  afterSend?(value: z.output<Schema>, blok: Blok, context: StoryFormContext): Promise<void>;
}

function define<Schema extends z.ZodTypeAny>(form: StoryForm<Schema>): StoryForm {
  return form as unknown as StoryForm;
}

const contact = define({
  formIds: FORM_IDS.contact,
  schema: () => ContactSchema,
  body: (value) => urlencoded({...value, comments: value.comments ?? ''}),
});

const STORY_FORMS: Record<StoryFormComponent, StoryForm> = {
  contact,
  'custom-print-contact-form': contact,
  'custom-print-order-form': define({
    formIds: FORM_IDS.printOrder,
    schema: (blok) => printOrderSchema(printProducts(blok.products)),
    body: ({attachment, ...fields}) => multipart({...fields, [HONEYPOT_FIELD]: ''}, {attachment}),
  }),
  'product-photos-form': define({
    formIds: FORM_IDS.productPhotos,
    schema: (blok) => productPhotosSchema(maxPhotos(blok.max_files)),
    body: ({assets, consent, ...fields}) =>
      multipart(
        {...fields, consent: consent ? 'yes' : 'no'},
        Object.fromEntries(assets.map((asset, index) => [`asset_${index}`, asset])),
      ),
  }),
  'form-tax-exemption': define({
    formIds: FORM_IDS.taxExemption,
    needsPlaces: true,
    schema: (_blok, places) => taxExemptionSchema(places),
    body: ({attachment, country, region, ...fields}, places) =>
      multipart(
        {
          ...fields,
          country: placeName(places.countries, country),
          region: region ? placeName(regionsOf(places, country), region) : '',
          [HONEYPOT_FIELD]: '',
        },
        {attachment},
      ),
  }),
  'collateral-marketing-materials-form': define({
    formIds: FORM_IDS.marketingMaterials,
    needsPlaces: true,
    schema: (_blok, places) => marketingMaterialsSchema(places),
    body: ({country, province, accepts_marketing: acceptsMarketing, ...fields}, places) =>
      urlencoded({
        ...fields,
        country: placeName(places.countries, country),
        province: placeName(regionsOf(places, country), province),
        accepts_marketing: acceptsMarketing ? 'yes' : 'no',
      }),
    async afterSend(value, blok, {env, content}) {
      if (!value.accepts_marketing) return;
      // Content down with no copy: the signup goes without a list id, and its refusal is logged below.
      const global = text(blok.email_list_id) ? null : await content.getStory<GlobalContent>('global').catch(() => null);
      const listId = text(blok.email_list_id) || text(global?.content.email_list_id);
      // The request itself reached the team; a failed signup must not make the person send it twice.
      await subscribeToList(env, {
        email: value.email,
        listId,
        source: text(blok.source_label) || 'Marketing Materials Form',
        properties: {signup: 'true'},
      }).catch((error: unknown) => console.error('Marketing materials: mailing-list signup failed', error));
    },
  }),
};

const CONFORM_CONTROLS = ['__intent__', '__state__'];

/** Per-request limit on the form body when it carries no files: the longest form is far smaller. */
const MAX_TEXT_FORM_BYTES = 64 * 1024;

/**
 * Answers a form posted to a CMS page: finds the form's block in the page's story, checks the abuse
 * limits, the honeypot and the schema, forwards the valid submission, and answers with the form's
 * errors and values (400, 413, 429, 502), its success, or a redirect to its `redirect_url`.
 */
export async function handleStoryForm({
  request,
  content: storyContent,
  context,
}: {
  request: Request;
  content: unknown;
  context: StoryFormContext;
}) {
  const limit = await checkRateLimit(request, RATE_LIMITS.forms);
  const carriesFiles = request.headers.get('Content-Type')?.startsWith('multipart/form-data') ?? false;
  const uploadLimit = carriesFiles && limit.allowed ? await checkRateLimit(request, RATE_LIMITS.uploads) : limit;
  const refused = !limit.allowed ? limit : !uploadLimit.allowed ? uploadLimit : null;

  const upload = await readStoryForm(request, {keepFiles: !refused});
  const {formData} = upload;

  const uid = stringField(formData, FORM_BLOCK_FIELD);
  // Over the limit is over the limit, whatever the post names: a bot probing for forms pays too.
  if (refused) {
    return data<StoryFormActionData>(
      {form: uid, result: await keepValues(formData, t('input.rate_limit_error'))},
      {status: 429, headers: retryAfterHeaders(refused)},
    );
  }

  const blok = uid ? findBlok(storyContent, uid) : null;
  const component = blok?.component as StoryFormComponent | undefined;
  if (!blok || !component || !Object.hasOwn(STORY_FORMS, component)) return unknownForm();
  if (stringField(formData, FORM_KIND_FIELD) !== STORY_FORM_KINDS[component]) return unknownForm();
  const form = STORY_FORMS[component];
  const answer = (status: number, reply: Omit<StoryFormActionData, 'form'>) =>
    data<StoryFormActionData>({form: blok._uid, ...reply}, {status});

  if (isBotSubmission(formData)) {
    console.warn(`Form ${component}: honeypot caught a submission; nothing was sent`);
    return succeeded(blok, request, context.locale, answer);
  }

  let places: Places = {countries: [], regions: {}};
  if (form.needsPlaces) {
    try {
      places = await loadPlaces(context.content);
    } catch (error) {
      console.error(`Form ${component}: places unavailable`, error);
      return answer(502, {result: await keepValues(formData, t('input.submit_error'))});
    }
  }

  const submission = await parseForm(formData, form.schema(blok, places));
  const uploadProblems = Object.keys(upload.fileErrors).length > 0 || upload.formErrors.length > 0;
  if (submission.status !== 'success' || uploadProblems) {
    const result = submission.reply({
      ...(uploadProblems ? {formErrors: upload.formErrors, fieldErrors: upload.fileErrors} : {}),
      hideFields: secretFields(submission.payload),
    });
    return answer(uploadProblems ? upload.status : 400, {result});
  }

  const formId = formIdOf(blok.basin_endpoint, form.formIds);
  if (!formId) {
    console.error(`Form ${component} (${blok._uid}): basin_endpoint names no form this store knows`);
    return answer(502, {result: failedReply(submission)});
  }
  if (!(await sendToFormService(context.env, formId, form.body(submission.value, places)))) {
    return answer(502, {result: failedReply(submission)});
  }
  await form.afterSend?.(submission.value, blok, context);
  return succeeded(blok, request, context.locale, answer);
}

/**
 * A form posted while its page's story cannot be read (a content outage, no copy kept): there is
 * no block to check it against or send it by, so it comes back, as the form of its kind the store
 * has built in, with what was typed and the submit error. Nothing is sent; the page is a 503.
 */
export async function keepStoryFormThroughOutage(request: Request) {
  const {formData} = await readStoryForm(request, {keepFiles: false});
  const kind = stringField(formData, FORM_KIND_FIELD);
  const uid = stringField(formData, FORM_BLOCK_FIELD);
  if (!isStoryFormKind(kind) || !BLOCK_UID.test(uid)) return unknownForm();
  return data<StoryFormActionData>(
    {form: uid, kind, result: await keepValues(formData, t('input.submit_error'))},
    {status: 503},
  );
}

/** A block `_uid` as Storyblok writes them (and `leanStory` cuts them); anything else names no form. */
const BLOCK_UID = /^[A-Za-z0-9_-]{1,64}$/;

/** The form's fields within the caps: files only when they are to be kept, conform's controls dropped. */
async function readStoryForm(request: Request, {keepFiles}: {keepFiles: boolean}) {
  const carriesFiles = request.headers.get('Content-Type')?.startsWith('multipart/form-data') ?? false;
  const upload = carriesFiles
    ? await readUploadForm(request, {keepFiles})
    : {formData: await readTextForm(request), fileErrors: {}, formErrors: [], status: 200 as const};
  // Store forms validate in the browser and post only to send; a conform intent here is not ours.
  for (const control of CONFORM_CONTROLS) upload.formData.delete(control);
  return upload;
}

/**
 * Success: the block's `redirect_url` when it stays on our origin (in the visitor's locale, as
 * editors write one path for both stores), else the success message in place.
 */
function succeeded(
  blok: Blok,
  request: Request,
  locale: Locale,
  answer: (status: number, reply: Omit<StoryFormActionData, 'form'>) => ReturnType<typeof data<StoryFormActionData>>,
) {
  const target = text(blok.redirect_url);
  const path = target ? sameOriginPath(target, request.url) : null;
  if (!path) return answer(200, {succeeded: true});
  return new Response(null, {status: 303, headers: {Location: localizePath(path, locale)}});
}

/** What was typed, with `message` above the form, for a post refused before its schema could run. */
async function keepValues(formData: FormData, message: string) {
  const submission = await parseForm(formData, z.object({}));
  return submission.reply({formErrors: [message], hideFields: secretFields(submission.payload)});
}

function failedReply(submission: Submission<unknown>) {
  return submission.reply({formErrors: [t('input.submit_error')], hideFields: secretFields(submission.payload)});
}

/** A post naming no form on this page: a stale page or a crafted request. Nothing to show it in. */
function unknownForm() {
  return data<StoryFormActionData>({form: ''}, {status: 400});
}

/** The block with this `_uid` anywhere in the story, the story's own content included. */
export function findBlok(content: unknown, uid: string): Blok | null {
  const stack: unknown[] = [content];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      stack.push(...value);
    } else if (value && typeof value === 'object') {
      const candidate = value as Blok;
      if (candidate._uid === uid && typeof candidate.component === 'string') return candidate;
      stack.push(...Object.values(value));
    }
  }
  return null;
}

/** A form without files, read within its cap (a 413 past it); a body that is not a form reads as an empty one. */
function readTextForm(request: Request): Promise<FormData> {
  return readFormBody(request, MAX_TEXT_FORM_BYTES);
}

function urlencoded(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) body.append(name, value ?? '');
  return body;
}

function multipart(fields: Record<string, string | undefined>, files: Record<string, File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value ?? '');
  for (const [name, file] of Object.entries(files)) body.append(name, file, file.name);
  return body;
}

function stringField(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
