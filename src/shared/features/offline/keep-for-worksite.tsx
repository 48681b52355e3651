/**
 * The favourites page's "keep for the worksite" action (decision 171): one button, then the
 * progress ("3 of 8 kept") and the space the site uses, announced politely. Shown only where the
 * offline worker is registered (not with the operators' kill switch, not without service workers).
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatFileSize } from '../../kernel/format/file-size.ts';
import { offlineWorkerSwitch } from '../../kernel/offline/worker-switch.ts';
import { useHref } from '../app/router-context.tsx';
import type { KeepProgress } from './keep-products.ts';

export function KeepForWorksite({ slugs }: { readonly slugs: readonly string[] }) {
  const intl = useIntl();
  const href = useHref();
  const registered = useWorkerRegistered();
  const [progress, setProgress] = useState<KeepProgress | undefined>();
  const [running, setRunning] = useState(false);
  if (!registered || slugs.length === 0) return null;

  const keep = async () => {
    setRunning(true);
    const paths = slugs.map((slug) => href({ name: 'product', params: { slug } }));
    setProgress({ kept: 0, failed: 0, total: paths.length, bytesUsed: undefined });
    try {
      const { keepProducts } = await import('./keep-products.ts');
      await keepProducts(paths, setProgress);
    } catch {
      setProgress({ kept: 0, failed: paths.length, total: paths.length, bytesUsed: undefined });
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="worksite-keep" aria-labelledby="worksite-keep-heading">
      <h2 id="worksite-keep-heading">
        <FormattedMessage id="worksite.keep.title" />
      </h2>
      <p>
        <FormattedMessage id="worksite.keep.intro" />
      </p>
      <button type="button" className="button button--secondary" onClick={() => void keep()} disabled={running} aria-describedby="worksite-keep-progress">
        <FormattedMessage id="worksite.keep.button" />
      </button>
      <p id="worksite-keep-progress" className="worksite-keep__progress" role="status" aria-live="polite">
        {progress && (
          <>
            <FormattedMessage id="worksite.keep.progress" values={{ kept: progress.kept, total: progress.total }} />
            {progress.failed > 0 && !running && (
              <>
                {' · '}
                <FormattedMessage id="worksite.keep.failed" values={{ failed: progress.failed }} />
              </>
            )}
            {progress.bytesUsed !== undefined && (
              <>
                {' · '}
                <FormattedMessage id="worksite.keep.space" values={{ space: formatFileSize(intl, progress.bytesUsed) }} />
              </>
            )}
          </>
        )}
      </p>
    </section>
  );
}

/**
 * Whether this page has the offline worker registered: known after mounting only (the server
 * renders nothing). The page registers it once hydrated and idle, so on a visitor's very first
 * page it may not be yet: the box then shows from the next page on, never after a wait.
 */
function useWorkerRegistered(): boolean {
  const [registered, setRegistered] = useState(false);
  useEffect(() => {
    let current = true;
    void offlineWorkerRegistered(offlineWorkerSwitch() === true, 'serviceWorker' in navigator ? navigator.serviceWorker : undefined).then((answer) => {
      if (current) setRegistered(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return registered;
}

/**
 * Whether keeping can be offered: the operators have not switched the worker off (a registration
 * left then is the kill switch's to remove) and this browser has one registered. Asks, never
 * waits for one (`ready` would wait forever without a registration).
 */
export async function offlineWorkerRegistered(switchedOn: boolean, workers: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined): Promise<boolean> {
  if (!switchedOn || !workers) return false;
  try {
    return (await workers.getRegistration()) !== undefined;
  } catch {
    return false;
  }
}
