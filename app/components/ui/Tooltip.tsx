import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import {useEscapeKey} from '~/lib/ui/useEscapeKey';

/** Space kept between the bubble and the edges of the screen. */
const EDGE = 8;

/**
 * A short explanation attached to a button. It shows while the button is hovered or focused (by
 * CSS, so also before and without JavaScript), and a click or tap pins it open until the next
 * click elsewhere. Escape hides it without moving focus or the pointer (WCAG 1.4.13).
 */
export function Tooltip({
  trigger,
  children,
  className = '',
  ...props
}: {trigger: ReactNode; children: ReactNode} & Omit<ComponentPropsWithoutRef<'span'>, 'children'>) {
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [shift, setShift] = useState(0);

  const dismiss = useCallback(() => {
    setPinned(false);
    setDismissed(true);
  }, []);
  useEscapeKey(!dismissed, dismiss);

  useEffect(() => {
    if (!pinned) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setPinned(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pinned]);

  // Hovering anywhere on the tooltip, bubble included, keeps it showing (CSS) and placed.
  useEffect(() => {
    const element = root.current;
    element?.addEventListener('pointerenter', reveal);
    return () => element?.removeEventListener('pointerenter', reveal);
  });

  /** Keeps the bubble on screen: centred on the button unless that would cut it off. */
  function reveal() {
    setDismissed(false);
    requestAnimationFrame(() => {
      const box = bubble.current?.getBoundingClientRect();
      if (!box?.width) return;
      const centred = box.left - shift;
      const overflowRight = centred + box.width - (document.documentElement.clientWidth - EDGE);
      setShift(overflowRight > 0 ? -overflowRight : Math.max(EDGE - centred, 0));
    });
  }

  return (
    <span
      ref={root}
      className={`group relative inline-flex ${className}`}
      {...props}
    >
      <button
        type="button"
        aria-describedby={id}
        onFocus={reveal}
        onClick={() => {
          setPinned((open) => !open);
          reveal();
        }}
        className="inline-flex items-center gap-1.5 rounded-md font-semibold text-(--accent) underline decoration-dotted underline-offset-4"
      >
        {trigger}
      </button>
      <span
        ref={bubble}
        id={id}
        role="tooltip"
        hidden={dismissed}
        style={{translate: `calc(-50% + ${shift}px) 0`}}
        className={`absolute top-full left-1/2 z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg bg-stone-900 px-4 py-3 text-left text-sm leading-relaxed font-normal text-white shadow-lg ${
          pinned ? 'block' : 'hidden group-hover:block group-focus-within:block'
        }`}
      >
        {children}
      </span>
    </span>
  );
}
