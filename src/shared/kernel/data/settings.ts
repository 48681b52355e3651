/** Look-ups in the back office's settings (`GET /setting`). */
import type { Setting } from '../api/entities/site.ts';

/** The first value of a setting (spec §3: "values (first value used)"). */
export function settingValue(settings: readonly Setting[], code: string): string | undefined {
  return settings.find((setting) => setting.code === code)?.values[0];
}
