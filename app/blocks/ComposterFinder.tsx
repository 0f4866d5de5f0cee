import {useLocation, useSearchParams} from '@remix-run/react';
import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import {RichText} from '~/components/RichText';
import {ExternalLinkIcon, MapPinIcon} from '~/components/icons';
import {NewTabNote, SiteLink} from '~/components/SiteLink';
import {findState, type ComposterDirectory, type ComposterState} from '~/lib/content/composters';
import type {ComposterFinderBlok} from '~/lib/content/storyblok/types';
import {BlockDataView} from './data-view';
import {compostersNeed} from './data';
import {text} from './options';

/** The address parameter that names the chosen state: `?state=oregon`. */
export const STATE_PARAM = 'state';

/**
 * Pick a state, see its composting locations by region. It is a plain GET form, so it works
 * without JavaScript (`?state=oregon` renders the list on the server); with JavaScript the list
 * follows the picker at once and the address is kept in step, so it can be shared.
 */
export function ComposterFinder({blok}: {blok: ComposterFinderBlok}) {
  const heading = text(blok.heading);
  const emptyText = text(blok.empty_text) || 'We have no composting locations listed for this state yet.';
  const intro = (
    <>
      {heading ? <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading}</h2> : null}
      {blok.description ? (
        <div className="space-y-3 text-stone-700">
          <RichText doc={blok.description} />
        </div>
      ) : null}
    </>
  );
  return (
    <div
      {...storyblokEditable(blok)}
      id="composter-finder"
      className="grid scroll-mt-6 gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-12"
    >
      <BlockDataView<ComposterDirectory>
        need={compostersNeed()}
        fallback={
          <div className="space-y-4">
            {intro}
            <div aria-hidden="true" className="h-11 w-full animate-pulse rounded-md bg-stone-100" />
          </div>
        }
        failed={
          <div className="space-y-4">
            {intro}
            <p className="text-stone-700">Composting locations are unavailable right now. Please try again later.</p>
          </div>
        }
      >
        {(directory) => (
          <Finder
            directory={directory ?? []}
            intro={intro}
            label={text(blok.state_label) || 'Choose your state'}
            emptyText={emptyText}
          />
        )}
      </BlockDataView>
    </div>
  );
}

function Finder({
  directory,
  intro,
  label,
  emptyText,
}: {
  directory: ComposterDirectory;
  intro: ReactNode;
  label: string;
  emptyText: string;
}) {
  const {pathname} = useLocation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(STATE_PARAM);
  const [chosen, setChosen] = useState(requested ?? '');
  const [hydrated, setHydrated] = useState(false);
  const selectId = useId();

  useEffect(() => setHydrated(true), []);
  // Back, forward and links to another state move the address; the picker follows it.
  useEffect(() => setChosen(requested ?? ''), [requested]);

  const state = findState(directory, chosen);

  const choose = (value: string) => {
    setChosen(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set(STATE_PARAM, value);
    else url.searchParams.delete(STATE_PARAM);
    // Keep the router's own history entry state, so its back and forward still work.
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <div className="space-y-4">
        {intro}
        <form
          method="get"
          action={`${pathname}#composter-finder`}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            choose(new FormData(event.currentTarget).get(STATE_PARAM)?.toString() ?? '');
          }}
          className="flex flex-wrap items-end gap-3"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-semibold">
              {label}
            </label>
            <select
              id={selectId}
              name={STATE_PARAM}
              value={state?.slug ?? ''}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value)}
              className="h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900"
            >
              <option value="">Select a state</option>
              {directory.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          {/* With JavaScript the list follows the picker; without it this button asks the server. */}
          {hydrated ? null : (
            <button
              type="submit"
              className="h-11 rounded-md bg-emerald-800 px-5 font-semibold text-white hover:bg-emerald-900"
            >
              Show locations
            </button>
          )}
        </form>
        <p aria-live="polite" className="sr-only">
          {state ? summary(state) : ''}
        </p>
      </div>
      <div>
        {chosen ? (
          state ? (
            <StateLocations state={state} />
          ) : (
            <p className="rounded-xl bg-stone-100 p-6 text-stone-800">{emptyText}</p>
          )
        ) : null}
      </div>
    </>
  );
}

function summary(state: ComposterState): string {
  const count = state.regions.reduce((sum, region) => sum + region.locations.length, 0);
  const locations = `${count} ${count === 1 ? 'location' : 'locations'}`;
  const regions = `${state.regions.length} ${state.regions.length === 1 ? 'region' : 'regions'}`;
  return `${locations} in ${regions}`;
}

function StateLocations({state}: {state: ComposterState}) {
  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-xl font-bold">Composting locations in {state.name}</h3>
        <p className="text-sm text-stone-600">{summary(state)}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {state.regions.map((region) => (
          <section key={region.name} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <h4 className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">{region.name}</h4>
            <ul className="mt-3 space-y-2">
              {region.locations.map((location) => (
                <li key={location.name} className="flex items-start gap-2">
                  <MapPinIcon className="mt-1 size-4 shrink-0 text-emerald-700" />
                  {location.link ? (
                    <SiteLink
                      link={location.link}
                      target="_blank"
                      className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-4 hover:decoration-emerald-700"
                    >
                      {location.name}
                      <NewTabNote />
                      <ExternalLinkIcon className="ml-1 inline size-3.5 align-baseline text-stone-500" />
                    </SiteLink>
                  ) : (
                    <span className="font-medium text-stone-900">{location.name}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
