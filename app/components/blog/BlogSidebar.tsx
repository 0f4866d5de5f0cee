import {Form, NavLink, useRouteLoaderData} from '@remix-run/react';
import {ChevronDownIcon, SearchIcon} from '~/components/icons';
import {NewsletterForm} from '~/components/NewsletterForm';
import type {BlogSidebarData} from '~/lib/content/blog/cards';
import {archivePath, categoryPath} from '~/lib/content/blog/paths';
import {localizePath} from '~/lib/i18n/locale';
import {useLocale} from '~/lib/i18n/useLocale';
import type {RootLoader} from '~/root';

/**
 * Ways to browse the blog. Large screens show it beside the posts, with the newsletter signup;
 * small screens fold it into a 'Browse By' toggle above them (a `<details>`, so it opens without
 * JavaScript too).
 */
export function BlogSidebar({sidebar}: {sidebar: BlogSidebarData}) {
  return (
    <>
      <details className="group rounded-2xl border border-stone-200 bg-white lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
          Browse By
          <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-stone-200 px-5 pt-2 pb-6">
          <SidebarSections sidebar={sidebar} idPrefix="blog-sidebar-mobile" />
        </div>
      </details>
      <aside aria-label="Browse the blog" className="hidden lg:block">
        <div className="sticky top-6 space-y-10">
          <SidebarSections sidebar={sidebar} idPrefix="blog-sidebar" />
          <BlogNewsletter />
        </div>
      </aside>
    </>
  );
}

function SidebarSections({sidebar, idPrefix}: {sidebar: BlogSidebarData; idPrefix: string}) {
  return (
    <div className="space-y-8">
      <BlogSearch idPrefix={idPrefix} />
      {sidebar.categories.length > 0 ? (
        <SidebarList
          heading="Categories"
          idPrefix={idPrefix}
          items={sidebar.categories.map((category) => ({
            key: category.slug,
            label: category.title,
            path: categoryPath(category.slug),
            count: category.postCount,
          }))}
        />
      ) : null}
      {sidebar.years.length > 0 ? (
        <SidebarList
          heading="Archive"
          idPrefix={idPrefix}
          items={sidebar.years.map(({year, postCount}) => ({
            key: String(year),
            label: String(year),
            path: archivePath(year),
            count: postCount,
          }))}
        />
      ) : null}
    </div>
  );
}

/** The blog's signup, in the words the editors wrote for the footer's (which the blog hides). */
function BlogNewsletter() {
  const subscribe = useRouteLoaderData<RootLoader>('root')?.global.footer?.[0]?.subscribe?.[0];
  if (!subscribe) return null;
  return (
    <NewsletterForm
      placement="blog"
      title={subscribe.title}
      submitText={subscribe.submit_text}
      successText={subscribe.success_text}
    />
  );
}

/** Searches the content index (blog and help centre) rather than the products. */
function BlogSearch({idPrefix}: {idPrefix: string}) {
  const locale = useLocale();
  const inputId = `${idPrefix}-search`;
  return (
    <Form method="get" action={localizePath('/search', locale)} role="search">
      <label htmlFor={inputId} className="font-serif text-lg font-semibold text-stone-900">
        Search the blog
      </label>
      <div className="mt-3 flex rounded-full border border-stone-300 bg-white focus-within:border-emerald-700 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-emerald-700">
        <input
          id={inputId}
          type="search"
          name="query"
          required
          maxLength={200}
          placeholder="Composting, PLA, PFAS…"
          className="min-w-0 flex-1 rounded-l-full bg-transparent px-4 py-2.5 text-sm text-stone-900 placeholder:text-stone-500 focus:outline-none"
        />
        <input type="hidden" name="content" value="true" />
        <button type="submit" className="rounded-r-full px-4 text-stone-700 hover:text-emerald-800">
          <SearchIcon className="size-5" />
          <span className="sr-only">Search</span>
        </button>
      </div>
    </Form>
  );
}

interface SidebarItem {
  key: string;
  label: string;
  path: string;
  count: number;
}

function SidebarList({
  heading,
  items,
  idPrefix,
}: {
  heading: string;
  items: SidebarItem[];
  idPrefix: string;
}) {
  const locale = useLocale();
  const headingId = `${idPrefix}-${heading.toLowerCase()}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="font-serif text-lg font-semibold text-stone-900">
        {heading}
      </h2>
      <ul className="mt-3 space-y-1">
        {items.map((item) => (
          <li key={item.key}>
            <NavLink
              to={localizePath(item.path, locale)}
              end
              aria-label={`${item.label} (${item.count} ${item.count === 1 ? 'post' : 'posts'})`}
              className={({isActive}) =>
                `flex items-center justify-between rounded-lg px-3 py-2 text-stone-800 hover:bg-emerald-50 hover:text-emerald-900 ${
                  isActive ? 'bg-emerald-50 font-semibold text-emerald-900' : ''
                }`
              }
            >
              <span>{item.label}</span>
              <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
                {item.count}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
