import { useUnit } from 'effector-react';
import { $settings, $target } from '../../features/app/model.ts';

/**
 * The selling points of the visitor's audience: every value of the selling_points_{target}
 * setting, promises the site keeps for that audience (decision 195), each with its tick, drawn
 * inline as the social links' icons are.
 */
export function SellingPoints() {
  const [settings, target] = useUnit([$settings, $target]);
  const points = settings.find((setting) => setting.code === `selling_points_${target}`)?.values ?? [];
  if (points.length === 0) return null;
  return (
    <ul className="selling-points">
      {points.map((point) => (
        <li key={point}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="icon selling-points__tick">
            <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {point}
        </li>
      ))}
    </ul>
  );
}
