import {useEffect, useId, useState} from 'react';
import {ChevronDownIcon} from '~/components/icons';
import type {FilterGroup, IconsGroup, RangeGroup, RefinementGroup} from '~/lib/listing/query';
import {withChange, type ListingState} from '~/lib/listing/state';
import {useHydrated} from '~/lib/ui/useHydrated';

interface GroupProps<Group> {
  group: Group;
  draft: ListingState;
  onChange: (next: ListingState) => void;
}

/**
 * One collapsible group per filter. A group starts open when it holds a refinement, or when the
 * page asks for it (size on the cups collections); `<details>` opens and closes without JavaScript.
 */
export function FilterGroups({
  groups,
  draft,
  openParams,
  onChange,
}: {
  groups: FilterGroup[];
  draft: ListingState;
  openParams: readonly string[];
  onChange: (next: ListingState) => void;
}) {
  return (
    <div className="divide-y divide-stone-200 border-y border-stone-200">
      {groups.map((group) => {
        const refined =
          group.type === 'rangeSlider'
            ? group.selected !== null
            : group.values.some((value) => value.selected);
        return (
          <details
            key={group.param}
            open={refined || openParams.includes(group.param)}
            className="group py-3"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between py-1 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
              {group.label}
              <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <div className="pt-2">
              {group.type === 'rangeSlider' ? (
                <RangeInputs group={group} draft={draft} onChange={onChange} />
              ) : (
                <RefinementValues group={group} draft={draft} onChange={onChange} />
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}

/** A list of values to tick: sizes and brands as text, product qualities with their icons. */
function RefinementValues({group, draft, onChange}: GroupProps<RefinementGroup | IconsGroup>) {
  const chosen = draft.refinements[group.param] ?? [];
  const toggle = (value: string, checked: boolean) => {
    const values = checked ? [...chosen, value] : chosen.filter((each) => each !== value);
    const refinements = {...draft.refinements, [group.param]: values};
    if (!values.length) delete refinements[group.param];
    onChange(withChange(draft, {refinements}));
  };
  return (
    <fieldset>
      <legend className="sr-only">{group.label}</legend>
      <ul className="space-y-1.5">
        {group.values.map((value) => (
          <li key={value.value}>
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                name={group.param}
                value={value.value}
                checked={chosen.includes(value.value)}
                onChange={(event) => toggle(value.value, event.currentTarget.checked)}
                className="size-4 accent-emerald-800"
              />
              {'icon' in value ? (
                <img src={value.icon} alt="" width={24} height={24} className="size-6" />
              ) : null}
              <span>{value.label}</span>
              <span className="ml-auto text-stone-600">
                {value.count}
                <span className="sr-only"> products</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * A range as two number fields: typed bounds, arrow keys in steps, and a plain form submission
 * without JavaScript (`price_min`, `price_max`, which the server folds into `price=min:max`). Once
 * scripts run, a two-thumb slider beside them sets the same bounds.
 */
function RangeInputs({group, draft, onChange}: GroupProps<RangeGroup>) {
  const id = useId();
  const hydrated = useHydrated();
  const selected = draft.ranges[group.param];
  const shown = {min: selected?.min?.toString() ?? '', max: selected?.max?.toString() ?? ''};
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown.min, shown.max]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (side: 'min' | 'max', value: string) => {
    const next = {...text, [side]: value};
    setText(next);
    const min = readBound(next.min);
    const max = readBound(next.max);
    if (min === undefined || max === undefined) return;
    const ranges = {...draft.ranges};
    if ((min === null && max === null) || (min !== null && max !== null && min > max)) {
      delete ranges[group.param];
    } else {
      ranges[group.param] = {min, max};
    }
    onChange(withChange(draft, {ranges}));
  };

  const field = (side: 'min' | 'max', label: string) => (
    <div className="flex-1">
      <label htmlFor={`${id}-${side}`} className="mb-1 block text-sm text-stone-700">
        {label}
      </label>
      <div className="flex items-center border border-stone-400 bg-white px-2 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-emerald-700">
        <span aria-hidden="true" className="text-stone-600">
          {group.labelPrefix}
        </span>
        <input
          id={`${id}-${side}`}
          type="number"
          inputMode="decimal"
          name={`${group.param}_${side}`}
          min={group.min}
          max={group.max}
          step={group.step}
          placeholder={String(side === 'min' ? group.min : group.max)}
          value={text[side]}
          onChange={(event) => update(side, event.currentTarget.value)}
          className="w-full min-w-0 py-1.5 pl-1 text-stone-900 outline-none"
        />
      </div>
    </div>
  );

  return (
    <fieldset>
      <legend className="sr-only">{group.label}</legend>
      {hydrated ? <RangeSlider group={group} text={text} onSlide={update} /> : null}
      <div className="flex gap-3">
        {field('min', 'Minimum')}
        {field('max', 'Maximum')}
      </div>
      <p className="mt-2 text-sm text-stone-600">
        {group.labelPrefix}
        {group.min.toFixed(2)} to {group.labelPrefix}
        {group.max.toFixed(2)}
      </p>
    </fieldset>
  );
}

const THUMB =
  'pointer-events-none absolute inset-x-0 top-0 h-6 w-full appearance-none bg-transparent focus-visible:outline-none [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-emerald-800 [&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-emerald-800 [&::-webkit-slider-thumb]:shadow focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-emerald-700 focus-visible:[&::-webkit-slider-thumb]:ring-offset-2';

/**
 * Two thumbs on one track for the same bounds as the fields. A thumb at its end of the track means
 * no bound on that side, and neither passes the other.
 */
function RangeSlider({
  group,
  text,
  onSlide,
}: {
  group: RangeGroup;
  text: {min: string; max: string};
  onSlide: (side: 'min' | 'max', value: string) => void;
}) {
  const low = clampTo(group, readBound(text.min) ?? group.min);
  const high = clampTo(group, readBound(text.max) ?? group.max);
  const percent = (value: number) => ((value - group.min) / (group.max - group.min)) * 100;
  const slide = (side: 'min' | 'max', value: number) => {
    const bounded = side === 'min' ? Math.min(value, high) : Math.max(value, low);
    const atEnd = bounded === (side === 'min' ? group.min : group.max);
    onSlide(side, atEnd ? '' : bounded.toFixed(2));
  };
  const thumb = (side: 'min' | 'max', value: number, label: string) => (
    <input
      type="range"
      aria-label={`${group.label}: ${label}`}
      aria-valuetext={`${group.labelPrefix}${value.toFixed(2)}`}
      min={group.min}
      max={group.max}
      step={group.step}
      value={value}
      onChange={(event) => slide(side, Number(event.currentTarget.value))}
      className={THUMB}
    />
  );
  return (
    <div className="relative mb-4 h-6">
      <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-stone-200" />
      <div
        className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-emerald-700"
        style={{left: `${percent(low)}%`, right: `${100 - percent(high)}%`}}
      />
      {thumb('min', low, 'lowest')}
      {thumb('max', high, 'highest')}
    </div>
  );
}

function clampTo(group: RangeGroup, value: number): number {
  return Math.min(group.max, Math.max(group.min, value));
}

/** A typed bound: a number, null for empty, undefined while it is not a number yet (`0.`). */
function readBound(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && !trimmed.endsWith('.') ? value : undefined;
}
