import { MapRedirectTable } from '../../src/server/edge/redirect-map.ts';
import { describeRedirectTable } from './redirect-table-suite.ts';

describeRedirectTable('map', (entries) => new MapRedirectTable(entries));
