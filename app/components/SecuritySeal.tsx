import {useEffect, type MouseEvent} from 'react';

/** Where the seal comes from; the environment names both (`SECURITY_SEAL_URL`, `SECURITY_SEAL_ISSUER`). */
export interface SecuritySealSettings {
  url: string;
  issuer: string;
}

/** Spec: right-clicking the seal image shows this instead of the browser's menu. */
export function sealCopyrightNotice(issuer: string, now = new Date()): string {
  return `Copying Prohibited by Law - This image and all included logos are copyrighted by ${issuer} ${now.getFullYear()}.`;
}

/**
 * The issuer's seal among the footer badges. The image is ours to render, so it shows at once and
 * without JavaScript; the issuer's script and stylesheet (its verification card) load only after
 * hydration, so a slow seal host never holds up the page.
 */
export function SecuritySeal({seal}: {seal: SecuritySealSettings}) {
  useEffect(() => loadSealAssets(seal.url), [seal.url]);

  const refuseCopy = (event: MouseEvent<HTMLImageElement>) => {
    event.preventDefault();
    window.alert(sealCopyrightNotice(seal.issuer));
  };

  return (
    // The context menu is refused, not offered: nothing here for a keyboard to reach.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <img
      src={`${seal.url}/seal.svg`}
      alt={`Secured by ${seal.issuer}`}
      width={150}
      height={56}
      loading="lazy"
      data-security-seal=""
      onContextMenu={refuseCopy}
      className="h-14 w-auto"
    />
  );
}

const SCRIPT_ID = 'security-seal-script';

function loadSealAssets(url: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const stylesheet = Object.assign(document.createElement('link'), {
    rel: 'stylesheet',
    href: `${url}/seal.css`,
  });
  const script = Object.assign(document.createElement('script'), {
    id: SCRIPT_ID,
    src: `${url}/seal.js`,
    async: true,
  });
  document.head.append(stylesheet, script);
}
