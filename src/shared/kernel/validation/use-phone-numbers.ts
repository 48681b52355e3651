/**
 * A phone field loads what checks international numbers (validators.ts, loadPhoneNumbers) as it
 * is shown, so that only the pages with one fetch it, after their first load. A page that
 * cannot fetch it (offline) accepts French numbers only, and says so in the field's message.
 */
import { useEffect } from 'react';
import { loadPhoneNumbers } from './validators.ts';

export function usePhoneNumbers(shown: boolean): void {
  useEffect(() => {
    if (shown) loadPhoneNumbers().catch(() => undefined);
  }, [shown]);
}
