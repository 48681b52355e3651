import { useUnit } from 'effector-react';
import { $settings, $target } from '../../features/app/model.ts';

/**
 * The selling points of the visitor's audience: every value of the selling_points_{target}
 * setting, promises the site keeps for that audience (decision 195). Each point's tick is drawn
 * by the stylesheet.
 */
export function SellingPoints() {
  const [settings, target] = useUnit([$settings, $target]);
  const points = settings.find((setting) => setting.code === `selling_points_${target}`)?.values ?? [];
  if (points.length === 0) return null;
  return (
    <ul className="selling-points">
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}
