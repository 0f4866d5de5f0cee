/**
 * Product and collection pictures as small SVG drawings: the outline says what the item is (cup with
 * sleeve, dome lid, clamshell...), the palette what it is made of (kraft, white, clear, green print).
 * Stand-ins for photography that still let a person tell products apart on a page.
 */
export type IllustrationKind =
  | 'hot-cup'
  | 'sleeved-cup'
  | 'sleeve'
  | 'sip-lid'
  | 'flat-lid'
  | 'dome-lid'
  | 'cold-cup'
  | 'paper-cold-cup'
  | 'soup-container'
  | 'ice-cream-cup'
  | 'deli-container'
  | 'clamshell'
  | 'takeout-box'
  | 'bowl'
  | 'plate'
  | 'compartment-plate'
  | 'fork'
  | 'knife'
  | 'spoon'
  | 'cutlery-kit'
  | 'stirrer'
  | 'straw'
  | 'bag'
  | 'handle-bag'
  | 'trash-bag'
  | 'coaster-round'
  | 'coaster-square';

export type Finish = 'white' | 'kraft' | 'clear' | 'green' | 'black' | 'fiber' | 'wood';

export interface Illustration {
  kind: IllustrationKind;
  finish: Finish;
  /** Short text under the drawing: "16 oz", "90 mm". */
  label: string;
}

interface Palette {
  fill: string;
  stroke: string;
  accent: string;
  opacity: number;
}

const PALETTES: Record<Finish, Palette> = {
  white: {fill: '#fbfaf6', stroke: '#8f9388', accent: '#dcdfd4', opacity: 1},
  kraft: {fill: '#c8a074', stroke: '#7d5a35', accent: '#a97f52', opacity: 1},
  clear: {fill: '#dff0f6', stroke: '#5f93a6', accent: '#ffffff', opacity: 0.75},
  green: {fill: '#fbfaf6', stroke: '#2f6b35', accent: '#4f9a45', opacity: 1},
  black: {fill: '#3a3a3a', stroke: '#111111', accent: '#6b6b6b', opacity: 1},
  fiber: {fill: '#f0e7d3', stroke: '#ad9a72', accent: '#ddd0b2', opacity: 1},
  wood: {fill: '#e4c894', stroke: '#9c7b45', accent: '#cfae72', opacity: 1},
};

const BACKGROUND = '#f3f1ea';

type Shape = (p: Palette) => string;

const body = (p: Palette) =>
  `fill="${p.fill}" fill-opacity="${p.opacity}" stroke="${p.stroke}" stroke-width="6" stroke-linejoin="round"`;
const accent = (p: Palette) => `fill="${p.accent}" stroke="${p.stroke}" stroke-width="4"`;

const cupBody = (p: Palette) => `<path d="M250 210 L550 210 L510 660 L290 660 Z" ${body(p)}/>`;
const cupRim = (p: Palette) => `<rect x="236" y="188" width="328" height="30" rx="14" ${body(p)}/>`;
const band = (p: Palette, y: number) =>
  `<path d="M${262 + (y - 300) * 0.09} ${y} L${538 - (y - 300) * 0.09} ${y} L${
    529 - (y - 300) * 0.09
  } ${y + 90} L${271 + (y - 300) * 0.09} ${y + 90} Z" ${accent(p)}/>`;
const utensilHandle = (p: Palette, x: number) =>
  `<rect x="${x - 18}" y="360" width="36" height="320" rx="18" ${body(p)}/>`;
const fork = (p: Palette, x: number) =>
  `${utensilHandle(p, x)}<path d="M${x - 50} 140 L${x - 50} 300 Q${x} 380 ${x + 50} 300 L${
    x + 50
  } 140" ${body(p)}/>` +
  [-25, 0, 25]
    .map(
      (dx) =>
        `<line x1="${x + dx}" y1="140" x2="${x + dx}" y2="280" stroke="${
          p.stroke
        }" stroke-width="6"/>`,
    )
    .join('');
const knife = (p: Palette, x: number) =>
  `${utensilHandle(p, x)}<path d="M${x - 22} 370 L${x - 22} 130 Q${x + 60} 200 ${
    x + 22
  } 370 Z" ${body(p)}/>`;
const spoon = (p: Palette, x: number) =>
  `${utensilHandle(p, x)}<ellipse cx="${x}" cy="240" rx="58" ry="110" ${body(p)}/>`;

const SHAPES: Record<IllustrationKind, Shape> = {
  'hot-cup': (p) => cupBody(p) + band(p, 380) + cupRim(p),
  'sleeved-cup': (p) => cupBody(p) + band(PALETTES.kraft, 340) + cupRim(p),
  sleeve: (p) =>
    `<path d="M220 300 L580 300 L548 540 L252 540 Z" ${body(
      p,
    )}/><ellipse cx="400" cy="300" rx="180" ry="36" ${accent(p)}/>`,
  'sip-lid': (p) =>
    `<rect x="210" y="440" width="380" height="50" rx="20" ${body(
      p,
    )}/><path d="M260 440 L290 350 L510 350 L540 440 Z" ${body(
      p,
    )}/><ellipse cx="470" cy="372" rx="24" ry="10" fill="${p.stroke}"/>`,
  'flat-lid': (p) =>
    `<ellipse cx="400" cy="420" rx="250" ry="110" ${body(
      p,
    )}/><ellipse cx="400" cy="420" rx="190" ry="78" ${accent(
      p,
    )}/><path d="M370 420 L430 420 M400 400 L400 440" stroke="${p.stroke}" stroke-width="6"/>`,
  'dome-lid': (p) =>
    `<rect x="200" y="470" width="400" height="46" rx="20" ${body(
      p,
    )}/><path d="M240 470 Q240 220 400 220 Q560 220 560 470 Z" ${body(
      p,
    )}/><circle cx="400" cy="250" r="18" fill="${p.stroke}"/>`,
  'cold-cup': (p) =>
    `<path d="M255 180 L545 180 L505 680 L295 680 Z" ${body(
      p,
    )}/><path d="M272 330 L528 330" stroke="${
      p.stroke
    }" stroke-width="4" stroke-dasharray="12 10"/>${cupRim(p).replace('188', '162')}`,
  'paper-cold-cup': (p) =>
    `<path d="M255 180 L545 180 L505 680 L295 680 Z" ${body(p)}/>${band(p, 400)}${cupRim(p).replace(
      '188',
      '162',
    )}`,
  'soup-container': (p) =>
    `<path d="M220 300 L580 300 L535 640 L265 640 Z" ${body(p)}/>${band(
      p,
      420,
    )}<rect x="206" y="280" width="388" height="30" rx="14" ${body(p)}/>`,
  'ice-cream-cup': (p) =>
    `<circle cx="400" cy="370" r="130" fill="#f6d1dc" stroke="#c98b9d" stroke-width="6"/><path d="M230 400 L570 400 L525 640 L275 640 Z" ${body(
      p,
    )}/>${band(p, 470)}`,
  'deli-container': (p) =>
    `<path d="M215 340 L585 340 L555 630 L245 630 Z" ${body(
      p,
    )}/><rect x="196" y="300" width="408" height="44" rx="16" ${body(p)}/>`,
  clamshell: (p) =>
    `<path d="M180 430 L620 430 L590 610 L210 610 Z" ${body(
      p,
    )}/><path d="M180 430 Q190 250 400 240 Q610 250 620 430 Z" ${body(
      p,
    )}/><path d="M230 430 L570 430" stroke="${p.stroke}" stroke-width="10"/>`,
  'takeout-box': (p) =>
    `<path d="M240 320 L560 320 L520 650 L280 650 Z" ${body(
      p,
    )}/><path d="M240 320 L320 200 L400 320 L480 200 L560 320" ${body(p)}/>`,
  bowl: (p) =>
    `<path d="M170 380 Q400 760 630 380 Z" ${body(
      p,
    )}/><ellipse cx="400" cy="380" rx="230" ry="50" ${accent(p)}/>`,
  plate: (p) =>
    `<circle cx="400" cy="400" r="270" ${body(p)}/><circle cx="400" cy="400" r="200" ${accent(
      p,
    )}/>`,
  'compartment-plate': (p) =>
    `<circle cx="400" cy="400" r="270" ${body(
      p,
    )}/><path d="M140 430 L660 430 M400 430 L400 140" stroke="${p.stroke}" stroke-width="14"/>`,
  fork: (p) => fork(p, 400),
  knife: (p) => knife(p, 400),
  spoon: (p) => spoon(p, 400),
  'cutlery-kit': (p) =>
    `<rect x="170" y="520" width="460" height="170" rx="12" fill="#ffffff" stroke="#8f9388" stroke-width="4"/>${fork(
      p,
      280,
    )}${knife(p, 400)}${spoon(p, 520)}`,
  stirrer: (p) =>
    [300, 400, 500]
      .map((x) => `<rect x="${x - 14}" y="130" width="28" height="540" rx="14" ${body(p)}/>`)
      .join(''),
  straw: (p) =>
    `<rect x="372" y="110" width="56" height="580" rx="20" ${body(p)}/>` +
    [160, 260, 360, 460, 560]
      .map((y) => `<path d="M375 ${y} L425 ${y + 40}" stroke="${p.accent}" stroke-width="16"/>`)
      .join(''),
  bag: (p) =>
    `<path d="M260 660 L260 210 L290 180 L320 210 L350 180 L380 210 L410 180 L440 210 L470 180 L500 210 L540 180 L540 660 Z" ${body(
      p,
    )}/><path d="M260 560 L540 560" stroke="${p.stroke}" stroke-width="4"/>`,
  'handle-bag': (p) =>
    `<path d="M320 300 Q320 170 400 170 Q480 170 480 300" fill="none" stroke="${
      p.stroke
    }" stroke-width="16"/><rect x="220" y="290" width="360" height="380" rx="6" ${body(
      p,
    )}/><path d="M220 330 L580 330" stroke="${p.accent}" stroke-width="10"/>`,
  'trash-bag': (p) =>
    `<path d="M360 220 Q230 330 220 560 Q230 680 400 680 Q570 680 580 560 Q570 330 440 220 Z" ${body(
      p,
    )}/><path d="M360 220 L330 150 M440 220 L470 150 M360 220 L440 220" stroke="${
      p.stroke
    }" stroke-width="12"/>`,
  'coaster-round': (p) =>
    `<circle cx="400" cy="400" r="250" ${body(
      p,
    )}/><circle cx="400" cy="400" r="210" fill="none" stroke="${
      p.accent
    }" stroke-width="10" stroke-dasharray="18 14"/>`,
  'coaster-square': (p) =>
    `<rect x="160" y="160" width="480" height="480" rx="36" ${body(
      p,
    )}/><rect x="200" y="200" width="400" height="400" rx="24" fill="none" stroke="${
      p.accent
    }" stroke-width="10"/>`,
};

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** An 800×800 SVG document with `title` as its accessible name. */
export function renderIllustration(illustration: Illustration, title: string): string {
  const palette = PALETTES[illustration.finish];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img">',
    `<title>${escapeXml(title)}</title>`,
    `<rect width="800" height="800" fill="${BACKGROUND}"/>`,
    SHAPES[illustration.kind](palette),
    `<text x="400" y="750" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="44" fill="#4a4a40">${escapeXml(
      illustration.label,
    )}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
