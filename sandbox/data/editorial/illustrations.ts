/**
 * Flat SVG illustrations for the editorial stories: small files, one motif each, coloured by
 * blog category, so cards look distinct without shipping photographs in the repository.
 */

export type Motif =
  | 'hot-cup'
  | 'cold-cup'
  | 'container'
  | 'bowl'
  | 'leaf'
  | 'compost'
  | 'calendar'
  | 'truck'
  | 'certificate'
  | 'chart'
  | 'cutlery'
  | 'bins'
  | 'storefront'
  | 'map';

export interface Palette {
  background: string;
  ground: string;
  main: string;
  accent: string;
  detail: string;
}

const MOTIFS: Record<Motif, (p: Palette) => string> = {
  'hot-cup': (p) =>
    `<path d="M520 190h160l-18 260h-124z" fill="${p.main}"/><rect x="505" y="165" width="190" height="30" rx="10" fill="${p.detail}"/><rect x="530" y="270" width="140" height="70" fill="${p.accent}"/><path d="M575 150c-15-25 15-35 0-60M625 150c-15-25 15-35 0-60" stroke="${p.detail}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  'cold-cup': (p) =>
    `<path d="M525 200h150l-20 250h-110z" fill="${p.main}" opacity=".85"/><path d="M515 200q85-70 170 0z" fill="${p.detail}" opacity=".6"/><rect x="605" y="90" width="12" height="150" rx="6" fill="${p.accent}" transform="rotate(12 611 165)"/><circle cx="570" cy="400" r="12" fill="${p.accent}"/><circle cx="600" cy="415" r="12" fill="${p.accent}"/><circle cx="630" cy="398" r="12" fill="${p.accent}"/>`,
  container: (p) =>
    `<path d="M450 300h300l-30 150h-240z" fill="${p.main}"/><path d="M440 300l40-80h240l40 80z" fill="${p.detail}"/><rect x="560" y="340" width="80" height="40" rx="8" fill="${p.accent}"/>`,
  bowl: (p) =>
    `<path d="M430 290h340q-20 160-170 160t-170-160z" fill="${p.main}"/><ellipse cx="600" cy="290" rx="170" ry="26" fill="${p.detail}"/><circle cx="560" cy="270" r="22" fill="${p.accent}"/><circle cx="620" cy="265" r="18" fill="${p.accent}"/>`,
  leaf: (p) =>
    `<path d="M600 460c-160-60-160-260 0-330 160 70 160 270 0 330z" fill="${p.main}"/><path d="M600 460v-300" stroke="${p.detail}" stroke-width="10"/><path d="M600 330l-60-50M600 380l70-60M600 260l45-40" stroke="${p.detail}" stroke-width="7"/>`,
  compost: (p) =>
    `<path d="M400 460q200-300 400 0z" fill="${p.main}"/><circle cx="520" cy="400" r="16" fill="${p.accent}"/><circle cx="610" cy="360" r="12" fill="${p.detail}"/><circle cx="680" cy="410" r="14" fill="${p.accent}"/><path d="M600 300c-20-50 30-70 20-110M640 300c10-40 50-40 50-80" stroke="${p.detail}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  calendar: (p) =>
    `<rect x="470" y="170" width="260" height="260" rx="20" fill="${p.main}"/><rect x="470" y="170" width="260" height="60" rx="20" fill="${p.accent}"/><g fill="${p.detail}"><rect x="500" y="260" width="40" height="36" rx="6"/><rect x="580" y="260" width="40" height="36" rx="6"/><rect x="660" y="260" width="40" height="36" rx="6"/><rect x="500" y="330" width="40" height="36" rx="6"/><rect x="580" y="330" width="40" height="36" rx="6" opacity=".4"/></g>`,
  truck: (p) =>
    `<rect x="400" y="230" width="260" height="160" rx="10" fill="${p.main}"/><path d="M660 280h90l50 60v50h-140z" fill="${p.accent}"/><circle cx="480" cy="400" r="34" fill="${p.detail}"/><circle cx="720" cy="400" r="34" fill="${p.detail}"/>`,
  certificate: (p) =>
    `<rect x="450" y="150" width="300" height="300" rx="14" fill="${p.main}"/><g stroke="${p.detail}" stroke-width="10" stroke-linecap="round"><path d="M500 210h200M500 250h160M500 290h180"/></g><circle cx="650" cy="380" r="48" fill="${p.accent}"/><path d="M628 380l16 16 30-32" stroke="${p.main}" stroke-width="9" fill="none"/>`,
  chart: (p) =>
    `<path d="M430 460h340" stroke="${p.detail}" stroke-width="8"/><rect x="460" y="350" width="60" height="110" fill="${p.main}"/><rect x="545" y="290" width="60" height="170" fill="${p.main}"/><rect x="630" y="220" width="60" height="240" fill="${p.accent}"/><path d="M470 310l100-60 80 30 100-110" stroke="${p.detail}" stroke-width="8" fill="none"/>`,
  cutlery: (p) =>
    `<rect x="520" y="170" width="24" height="290" rx="12" fill="${p.main}"/><path d="M500 170v80q32 30 64 0v-80" stroke="${p.main}" stroke-width="12" fill="none"/><ellipse cx="660" cy="220" rx="36" ry="56" fill="${p.accent}"/><rect x="648" y="260" width="24" height="200" rx="12" fill="${p.accent}"/>`,
  bins: (p) =>
    `<path d="M420 230h120l-12 220h-96z" fill="${p.main}"/><path d="M540 230h120l-12 220h-96z" fill="${p.accent}"/><path d="M660 230h120l-12 220h-96z" fill="${p.detail}"/><g fill="${p.background}"><circle cx="480" cy="320" r="20"/><circle cx="600" cy="320" r="20"/><circle cx="720" cy="320" r="20"/></g>`,
  storefront: (p) =>
    `<rect x="430" y="230" width="340" height="220" fill="${p.main}"/><path d="M410 230l40-70h300l40 70z" fill="${p.accent}"/><rect x="470" y="290" width="110" height="160" fill="${p.detail}"/><rect x="620" y="290" width="110" height="90" fill="${p.background}"/>`,
  map: (p) =>
    `<path d="M430 200l110-40 120 40 110-40v260l-110 40-120-40-110 40z" fill="${p.main}"/><path d="M540 160v260M660 200v260" stroke="${p.detail}" stroke-width="6"/><path d="M600 370c-50-60-60-90-60-120a60 60 0 0 1 120 0c0 30-10 60-60 120z" fill="${p.accent}"/><circle cx="600" cy="250" r="20" fill="${p.main}"/>`,
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A 1200×630 card image (the Open Graph size) with the motif centred over a horizon. */
export function cardIllustration(motif: Motif, palette: Palette, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="1200" height="630" fill="${palette.background}"/>`,
    `<circle cx="180" cy="120" r="70" fill="${palette.accent}" opacity=".35"/>`,
    `<circle cx="1040" cy="160" r="110" fill="${palette.main}" opacity=".18"/>`,
    `<rect y="460" width="1200" height="170" fill="${palette.ground}"/>`,
    MOTIFS[motif](palette),
    `</svg>`,
    '',
  ].join('\n');
}

/** A square avatar with the person's initials, for author stories. */
export function avatarIllustration(initials: string, palette: Palette, name: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">`,
    `<title>${escapeXml(name)}</title>`,
    `<circle cx="80" cy="80" r="80" fill="${palette.main}"/>`,
    `<text x="80" y="96" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="${
      palette.background
    }">${escapeXml(initials)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}
