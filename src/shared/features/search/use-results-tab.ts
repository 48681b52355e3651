import { useEffect, useState } from 'react';
import type { SearchGroupName } from '../../kernel/api/entities/catalogue.ts';
import { whenDocumentParsed } from '../../kernel/ui/document-parsed.ts';
import { usePage } from '../app/router-context.tsx';
import { searchGroups } from './model.ts';

export function tabOfHash(hash: string): SearchGroupName | undefined {
  const name = hash.replace(/^#/, '').toLowerCase();
  return searchGroups.find((group) => group === name);
}

/**
 * The results tab named by the URL's hash (decisions §1: the server never sees it). The first
 * render, on the server and when hydrating, shows `fallback`; the hash is read after that, once
 * the page has streamed (each tab's results are a deferred boundary of their own).
 */
export function useResultsTab(fallback: SearchGroupName): SearchGroupName {
  const { url } = usePage();
  const [tab, setTab] = useState(fallback);
  useEffect(() => {
    const show = () => setTab(tabOfHash(location.hash) ?? fallback);
    const read = () => void whenDocumentParsed(show);
    const cancel = whenDocumentParsed(show);
    window.addEventListener('hashchange', read);
    return () => {
      cancel();
      window.removeEventListener('hashchange', read);
    };
  }, [url, fallback]);
  return tab;
}
