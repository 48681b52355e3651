import { useHref, usePage, useRouterContext } from '../../features/app/router-context.tsx';
import type { PageForm } from './page-form.ts';

/** Goes where a sent form leads (its confirmation), as the server's HTML round trip does. */
export function useConfirmation(form: PageForm): () => void {
  const { navigate } = useRouterContext();
  const href = useHref();
  const { match } = usePage();
  return () => {
    if (!match) return;
    const confirmation = form.confirmation(match);
    navigate(`${href(confirmation.to)}${confirmation.search ?? ''}`);
  };
}
