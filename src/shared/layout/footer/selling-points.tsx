import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $settings, $target } from '../../features/app/model.ts';
import { FreeShippingNotice, freeShippingThreshold } from './free-shipping-notice.tsx';

/**
 * The selling points of the visitor's audience: every value of the selling_points_{target}
 * setting, then the free-shipping threshold when the back office sets one.
 */
export function SellingPoints() {
  const [settings, target] = useUnit([$settings, $target]);
  const points = settings.find((setting) => setting.code === `selling_points_${target}`)?.values ?? [];
  const freeShipping = freeShippingThreshold(settings) !== undefined;
  if (points.length === 0 && !freeShipping) return null;
  return (
    <ul className="selling-points">
      {points.map((point) => (
        <SellingPoint key={point}>{point}</SellingPoint>
      ))}
      {freeShipping && (
        <SellingPoint>
          <FreeShippingNotice />
        </SellingPoint>
      )}
    </ul>
  );
}

function SellingPoint({ children }: { readonly children: ReactNode }) {
  return (
    <li>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="icon">
        <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </li>
  );
}
