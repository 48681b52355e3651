import { TrieRedirectTable } from '../../src/server/edge/redirect-trie.ts';
import { describeRedirectTable } from './redirect-table-suite.ts';

describeRedirectTable('trie', (entries) => new TrieRedirectTable(entries));
