import type {ReactNode} from 'react';
import type {FaqIcon} from '~/lib/content/faq/topics';

const GLYPHS: Record<FaqIcon, ReactNode> = {
  truck: (
    <>
      <path d="M3 6h11v9H3z" />
      <path d="M14 9h4l3 3v3h-7" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
      <path d="M5 19l8-8" />
    </>
  ),
  recycle: (
    <>
      <path d="M7 19H4.5a1.5 1.5 0 0 1-1.3-2.3L6 12" />
      <path d="M11 19h8.5a1.5 1.5 0 0 0 1.3-2.3L18.5 13" />
      <path d="M9 6.5l1.7-2.8a1.5 1.5 0 0 1 2.6 0L16 8" />
      <path d="M4 9l2 3 3-1.5M15 19l-2 2v-4M13 8h3V5" />
    </>
  ),
  printer: (
    <>
      <path d="M7 9V3h10v6" />
      <rect x="3" y="9" width="18" height="8" rx="2" />
      <path d="M7 14h10v7H7z" />
    </>
  ),
  box: (
    <>
      <path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5L12 12l9-4.5M12 12v9" />
    </>
  ),
  'credit-card': (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
};

/** A help-centre topic's picture; decoration, so hidden from assistive technology. */
export function TopicIcon({
  icon,
  className = 'size-6',
}: {
  icon: FaqIcon | null;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {icon ? GLYPHS[icon] : <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
