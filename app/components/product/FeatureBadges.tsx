import type {ReactNode} from 'react';
import {CERTIFICATIONS, FEATURES, type CertificationKey, type FeatureKey} from '~/lib/product/facts';

/**
 * The feature flags and certifications of a product, each an icon with its name under it. The icons
 * are static files (`public/icons/product/`, named after the flag), so none of their drawing rides in
 * the page's JavaScript.
 */
export function FeatureBadges({features, certifications}: {features: FeatureKey[]; certifications: CertificationKey[]}) {
  if (features.length === 0 && certifications.length === 0) return null;
  return (
    <div className="space-y-6">
      {features.length ? (
        <BadgeList title="Features">
          {features.map((key) => (
            <Badge key={key} flag={key} label={FEATURES[key]} />
          ))}
        </BadgeList>
      ) : null}
      {certifications.length ? (
        <BadgeList title="Certifications">
          {certifications.map((key) => (
            <Badge key={key} flag={key} label={CERTIFICATIONS[key]} />
          ))}
        </BadgeList>
      ) : null}
    </div>
  );
}

function BadgeList({title, children}: {title: string; children: ReactNode}) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{title}</h3>
      <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5">{children}</ul>
    </div>
  );
}

function Badge({flag, label}: {flag: string; label: string}) {
  return (
    <li className="flex flex-col items-center gap-2 rounded-lg border border-stone-200 bg-white px-2 py-3 text-center text-xs font-medium text-stone-800">
      <img src={`/icons/product/${flag.replaceAll('_', '-')}.svg`} alt="" width={40} height={40} loading="lazy" className="size-10" />
      {label}
    </li>
  );
}
