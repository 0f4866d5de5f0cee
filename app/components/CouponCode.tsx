import {useEffect, useRef, useState} from 'react';

/** How long the copy button says 'Copied!' (3 seconds). */
export const COPIED_FOR_MS = 3000;

/**
 * A coupon code a shopper can read, select and copy. The code is always plain, selectable text, so
 * without JavaScript (or clipboard access) it is still one drag away from the checkout's code box.
 */
export function CouponCode({code, label}: {code: string; label?: string}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // The browser refused the clipboard: the code stays on screen to copy by hand.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {label ? <span className="text-sm font-medium text-stone-700">{label}</span> : null}
      <span className="inline-flex items-stretch overflow-hidden rounded-md border border-dashed border-emerald-700 bg-white">
        <code className="px-3 py-1.5 font-mono text-base font-bold tracking-wider text-stone-900 select-all">
          {code}
        </code>
        <button
          type="button"
          onClick={copy}
          aria-label={copied ? undefined : `Copy code ${code}`}
          // A script's button: without scripts it could do nothing, so it is not there.
          className="border-l border-dashed border-emerald-700 px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700 no-js:hidden"
        >
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </span>
      <span role="status" className="sr-only">
        {copied ? `Code ${code} copied` : ''}
      </span>
    </div>
  );
}
