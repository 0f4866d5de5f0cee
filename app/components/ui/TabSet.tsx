import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface Tab {
  /** Unique on the page; the panel's id, and the address fragment that opens it. */
  id: string;
  title: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: arrow keys move between tabs and show each (Home and End jump
 * to the ends), Tab moves into the panel. Each tab is a link to its panel, so without JavaScript
 * a click still shows the panel (by CSS `:target`) instead of doing nothing.
 */
export function TabSet({
  tabs,
  defaultIndex = 0,
  label,
  className = '',
  ...props
}: {tabs: Tab[]; defaultIndex?: number; label?: string} & ComponentPropsWithoutRef<'div'>) {
  const [selected, setSelected] = useState(clampIndex(defaultIndex, tabs.length));
  // Until hydrated, CSS picks the visible panel; afterwards React does.
  const [enhanced, setEnhanced] = useState(false);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    setEnhanced(true);
    // Arriving at a panel's address (a shared link) opens that panel, as CSS did before.
    const linked = tabs.findIndex((tab) => `#${tab.id}` === window.location.hash);
    if (linked >= 0) setSelected(linked);
    // Only the address on arrival counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function select(index: number) {
    setSelected(index);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = nextTabIndex(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
  }

  if (!tabs.length) return null;
  return (
    <div className={className} {...props}>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-stone-300"
      >
        {tabs.map((tab, index) => (
          <a
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            role="tab"
            id={`${tab.id}-tab`}
            href={`#${tab.id}`}
            aria-controls={tab.id}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              select(index);
            }}
            onKeyDown={onKeyDown}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-3 md:px-4 font-semibold whitespace-nowrap text-stone-600 hover:text-stone-900 aria-selected:border-(--accent) aria-selected:text-(--accent)"
          >
            {tab.title}
          </a>
        ))}
      </div>
      <div
        data-enhanced={enhanced || undefined}
        className="[&:not([data-enhanced]):has(>:target)>:not(:target)]:hidden [&:not([data-enhanced]):not(:has(>:target))>:not([data-selected])]:hidden"
      >
        {tabs.map((tab, index) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={tab.id}
            aria-labelledby={`${tab.id}-tab`}
            data-selected={index === selected || undefined}
            hidden={enhanced && index !== selected}
            // Focusable, so keyboard users reach a panel that holds no link of its own (WAI-ARIA
            // tabs pattern).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="scroll-mt-24 pt-6"
          >
            {tab.panel}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The tab a key moves to from `current`, or null for keys tabs do not handle. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function clampIndex(index: number, count: number): number {
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}
