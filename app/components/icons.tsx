import type {ReactNode, SVGProps} from 'react';
import type {SocialNetwork} from '~/lib/content/storyblok/types';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Icons are decoration: the control that holds one carries the accessible name. */
function Icon({children, className = 'size-5', ...props}: IconProps & {children: ReactNode}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

function StrokeIcon({children, ...props}: IconProps & {children: ReactNode}) {
  return (
    <Icon
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 12l16-8-6 16-2.5-6.5L4 12z" />
    </StrokeIcon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </StrokeIcon>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </StrokeIcon>
  );
}

export function AccountIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </StrokeIcon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 3h3.5l1.7 4.5-2.2 1.4a11 11 0 0 0 7.1 7.1l1.4-2.2L21 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </StrokeIcon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M15 6l-6 6 6 6" />
    </StrokeIcon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 6l6 6-6 6" />
    </StrokeIcon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </StrokeIcon>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </StrokeIcon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </StrokeIcon>
  );
}

export function ExpandIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </StrokeIcon>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12h14" />
    </StrokeIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </StrokeIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </StrokeIcon>
  );
}

export function TagIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8.5 8.5-9 9z" />
      <circle cx="8" cy="8" r="1.5" />
    </StrokeIcon>
  );
}

export function LeafIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15" />
      <path d="M5 19c3-4 6-7 10-9" />
    </StrokeIcon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 7.5v.5" />
    </StrokeIcon>
  );
}

export function QuestionIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5" />
    </StrokeIcon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" {...props}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />
    </Icon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" {...props}>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </StrokeIcon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </StrokeIcon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </StrokeIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </StrokeIcon>
  );
}

export function DocumentIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </StrokeIcon>
  );
}

/** A busy indicator; it stops turning for people who ask for reduced motion. */
export function SpinnerIcon({className = 'size-5', ...props}: IconProps) {
  return (
    <StrokeIcon className={`animate-spin motion-reduce:animate-none ${className}`} {...props}>
      <path d="M12 3a9 9 0 1 0 9 9" />
    </StrokeIcon>
  );
}

/** Simplified brand marks, drawn for this site. */
const SOCIAL_GLYPHS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path d="M14 8h2.5V4.5H14c-2.6 0-4 1.7-4 4.2V11H7.5v3.5H10V21h3.5v-6.5h2.6l.5-3.5h-3.1V9c0-.6.4-1 1-1z" />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="5" r="2.2" />
      <path d="M10 9h3.8v1.9c.6-1.1 2-2.2 4.1-2.2 3.3 0 4.1 2.1 4.1 5V21h-4v-6.4c0-1.6-.4-2.7-1.9-2.7s-2.1 1.1-2.1 2.7V21h-4z" />
    </>
  ),
  pinterest: (
    <path d="M12 2a10 10 0 0 0-3.7 19.3c-.1-.8-.1-2 .1-2.9l1.2-5.2s-.3-.6-.3-1.5c0-1.4.8-2.5 1.9-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.5-.2 1.1.5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.8 0-2.5-1.8-4.3-4.4-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c-.1.3-.2.3-.5.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z" />
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M2.5 7.3c.2-1.4 1.3-2.4 2.7-2.5C7.5 4.6 9.7 4.5 12 4.5s4.5.1 6.8.3c1.4.1 2.5 1.1 2.7 2.5.2 1.6.3 3.1.3 4.7s-.1 3.1-.3 4.7c-.2 1.4-1.3 2.4-2.7 2.5-2.3.2-4.5.3-6.8.3s-4.5-.1-6.8-.3c-1.4-.1-2.5-1.1-2.7-2.5-.2-1.6-.3-3.1-.3-4.7s.1-3.1.3-4.7zM10 8.8v6.4l5.5-3.2z"
    />
  ),
  x: (
    <>
      <path d="M3.5 3h5.2l11.8 18h-5.2z" />
      <path d="M20 3l-6.6 7.6M10.6 13.4L4 21" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  tiktok: (
    <path d="M14 3h3.2c.2 1.9 1.6 3.4 3.5 3.6v3.2c-1.3 0-2.5-.4-3.5-1V15a6 6 0 1 1-6-6v3.2a2.8 2.8 0 1 0 2.8 2.8z" />
  ),
};

export function SocialIcon({network, ...props}: IconProps & {network: SocialNetwork}) {
  const glyph = SOCIAL_GLYPHS[network];
  if (!glyph) return null;
  return (
    <Icon fill="currentColor" {...props}>
      {glyph}
    </Icon>
  );
}
