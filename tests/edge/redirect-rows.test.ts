import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRedirectsCsv } from '../../src/server/edge/redirects-csv.ts';
import {
  compileRedirectTable,
  loadRedirectTable,
  RedirectTableError,
  type RedirectRule,
} from '../../src/server/edge/redirect-table.ts';

const HEADER = 'from,to,code';

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\n');
}

/** The error a CSV text stops the start with (parse and compile, as loadRedirectTable does). */
function failureOf(text: string): RedirectTableError {
  try {
    compileRedirectTable(parseRedirectsCsv(text, 'redirects.csv'), { source: 'redirects.csv', siteHosts: ['www.example-filler.com'] });
  } catch (error) {
    expect(error).toBeInstanceOf(RedirectTableError);
    return error as RedirectTableError;
  }
  throw new Error('expected the rows to be refused');
}

function expectRefused(text: string, row: number, reason: RegExp): void {
  const error = failureOf(text);
  expect(error.row).toBe(row);
  expect(error.message).toMatch(new RegExp(`^redirects\\.csv row ${row}: `));
  expect(error.message).toMatch(reason);
}

describe('reading redirects.csv', () => {
  it('reads rows with their row numbers, skipping blank lines and a byte-order mark', () => {
    const rules = parseRedirectsCsv(`\uFEFF${HEADER}\r\n/a,/fr/a,301\r\n\r\n  /b , /fr/b , 308 \n`, 'x.csv');
    expect(rules).toEqual([
      { from: '/a', to: '/fr/a', status: 301, row: 2 },
      { from: '/b', to: '/fr/b', status: 308, row: 4 },
    ]);
  });

  it('reads quoted fields, so a destination may hold a comma or a quote', () => {
    const rules = parseRedirectsCsv(csv('"/liste",  "/fr/categorie/x/__TYPES__a,b" ,301', '/q,"/fr/a""b",301'), 'x.csv');
    expect(rules.map((rule) => rule.to)).toEqual(['/fr/categorie/x/__TYPES__a,b', '/fr/a"b']);
  });

  it('refuses a file without the header row', () => {
    expectRefused('/a,/fr/a,301\n/b,/fr/b,301', 1, /header must be "from,to,code"/);
    expectRefused('', 1, /header/);
  });

  it('refuses a row with a missing field', () => {
    expectRefused(csv('/a,/fr/a,301', '/b,/fr/b'), 3, /expected 3 fields.*found 2/);
    expectRefused(csv('/a'), 2, /found 1/);
  });

  it('refuses a row with an empty field', () => {
    expectRefused(csv('/a,,301'), 2, /"to" field is empty/);
    expectRefused(csv(',/fr/a,301'), 2, /"from" field is empty/);
    expectRefused(csv('/a,/fr/a,'), 2, /"code" field is empty/);
  });

  it('refuses a row with an extra field', () => {
    expectRefused(csv('/a,/fr/a,301,note'), 2, /found 4/);
  });

  it('refuses an unclosed quote or text after a quoted field', () => {
    expectRefused(csv('"/a,/fr/a,301'), 2, /not closed/);
    expectRefused(csv('"/a"x,/fr/a,301'), 2, /after a quoted field/);
  });

  it('counts blank lines in the row numbers so the error points at the line to edit', () => {
    expectRefused(csv('/a,/fr/a,301', '', '', '/b,/fr/b,200'), 5, /code 200/);
  });
});

describe('refusing bad rules', () => {
  it('refuses a code that is not a redirect status', () => {
    expectRefused(csv('/a,/fr/a,200'), 2, /code 200 is not a redirect status/);
    expectRefused(csv('/a,/fr/a,404'), 2, /code 404/);
    expectRefused(csv('/a,/fr/a,304'), 2, /code 304/);
    expectRefused(csv('/a,/fr/a,300'), 2, /code 300/);
    expectRefused(csv('/a,/fr/a,abc'), 2, /code "abc" is not an HTTP status/);
    expectRefused(csv('/a,/fr/a,3010'), 2, /not an HTTP status/);
  });

  it('accepts every redirect status', () => {
    const table = compileRedirectTable(
      [301, 302, 303, 307, 308].map((status): RedirectRule => ({ from: `/old-${status}`, to: '/fr', status })),
    );
    expect(table.lookup('/old-307', '')).toEqual({ location: '/fr', status: 307 });
  });

  it('refuses a duplicate from, naming both rows', () => {
    expectRefused(csv('/a,/fr/a,301', '/b,/fr/b,301', '/a,/fr/c,301'), 4, /"\/a" duplicates row 2/);
  });

  it('refuses a from that duplicates another once normalised', () => {
    expectRefused(csv('/Presse,/fr/a,301', '/presse/,/fr/b,301'), 3, /duplicates row 2/);
    expectRefused(csv('/actualit%C3%A9s,/fr/a,301', '/actualités,/fr/b,301'), 3, /duplicates row 2/);
    expectRefused(csv('/v?a=1&b=2,/fr/a,301', '/v?B=2&a=1,/fr/b,301'), 3, /duplicates row 2/);
  });

  it('allows one path with different queries, and with none', () => {
    const rules = parseRedirectsCsv(csv('/v,/fr/v,301', '/v?page=1,/fr/v1,301', '/v?page=2,/fr/v2,301'), 'x.csv');
    expect(compileRedirectTable(rules).size).toBe(3);
  });

  it('refuses a destination that is itself redirected, naming the row it leads to', () => {
    expectRefused(csv('/a,/b,301', '/b,/fr/b,301'), 2, /destination "\/b" is itself redirected by row 3/);
    expectRefused(csv('/a,/fr/a,301', '/b,/A/?utm_source=x,301'), 3, /itself redirected by row 2/);
    expectRefused(csv('/loop,/loop,301'), 2, /itself redirected by row 2/);
    expectRefused(csv('/a,/b,301', '/b,/a,301'), 2, /itself redirected by row 3/);
    expectRefused(csv('/v?page=1,/fr/v,301', '/w,/v?page=1,301'), 3, /itself redirected by row 2/);
  });

  it('refuses an absolute destination on this site that is itself redirected', () => {
    expectRefused(csv('/a,https://www.example-filler.com/b,301', '/b,/fr/b,301'), 2, /itself redirected by row 3/);
  });

  it('accepts a destination on another host whatever its path', () => {
    const rules = parseRedirectsCsv(csv('/a,https://media.example-storage.com/a,301'), 'x.csv');
    expect(compileRedirectTable(rules, { siteHosts: ['www.example-filler.com'] }).size).toBe(1);
  });

  it('refuses a from that cannot match a request', () => {
    expectRefused(csv('presse,/fr,301'), 2, /must start with "\/"/);
    expectRefused(csv('/,/fr,301'), 2, /redirect the home page/);
    expectRefused(csv('//presse,/fr,301'), 2, /empty segment/);
    expectRefused(csv('/a//b,/fr,301'), 2, /empty segment/);
    expectRefused(csv('/a/../b,/fr,301'), 2, /"\." or "\.\." segment/);
    expectRefused(csv('/a%2Fb,/fr,301'), 2, /separator/);
    expectRefused(csv('/a%zz,/fr,301'), 2, /malformed percent-escape/);
    expectRefused(csv('/a?x=%zz,/fr,301'), 2, /malformed percent-escape in its query/);
    expectRefused(csv('/a#top,/fr,301'), 2, /fragment/);
  });

  it('refuses wildcards and named parameters', () => {
    expectRefused(csv('/produit/*,/fr,301'), 2, /wildcards are not supported/);
    expectRefused(csv('/produit/:slug,/fr,301'), 2, /named parameters are not supported/);
  });

  it('refuses a from whose query names a marketing parameter', () => {
    expectRefused(csv('/a?utm_source=x,/fr,301'), 2, /marketing parameter/);
    expectRefused(csv('/a?page=1&gclid=x,/fr,301'), 2, /marketing parameter/);
  });

  it('refuses a destination that is not a path or an http(s) URL', () => {
    expectRefused(csv('/a,fr/a,301'), 2, /must be a path starting with "\/" or an http\(s\) URL/);
    expectRefused(csv('/a,javascript:alert(1),301'), 2, /http\(s\) URL/);
    expectRefused(csv('/a,ftp://files.example.com/a,301'), 2, /http\(s\) URL/);
    expectRefused(csv('/a,//evil.example.com/,301'), 2, /protocol-relative/);
    expectRefused(csv('/a,/\\evil.example.com/,301'), 2, /protocol-relative/);
  });

  it('refuses a destination that cannot go into a Location header as written', () => {
    expectRefused(csv('/a,/fr/a b,301'), 2, /printable ASCII/);
    expectRefused(csv('/a,/fr/actualités,301'), 2, /printable ASCII/);
  });

  it('numbers rules given without a row by their position', () => {
    expect(() => compileRedirectTable([{ from: '/a', to: '/fr', status: 301 }, { from: '/b', to: '/fr', status: 200 }])).toThrow(
      /^redirect rules row 2: code 200/,
    );
  });
});

describe('loadRedirectTable', () => {
  const directory = mkdtempSync(join(tmpdir(), 'redirects-'));

  it('loads a file and names it in errors', () => {
    const good = join(directory, 'good.csv');
    writeFileSync(good, csv('/a,/fr/a,301'));
    expect(loadRedirectTable(good).lookup('/a', '')).toEqual({ location: '/fr/a', status: 301 });
    const bad = join(directory, 'bad.csv');
    writeFileSync(bad, csv('/a,/fr/a,301', '/a,/fr/b,301'));
    expect(() => loadRedirectTable(bad)).toThrow(`${bad} row 3: "/a" duplicates row 2`);
  });

  it('checks absolute destinations on the given site hosts', () => {
    const file = join(directory, 'hosts.csv');
    writeFileSync(file, csv('/a,https://www.example-filler.com/b,301', '/b,/fr,301'));
    expect(loadRedirectTable(file).size).toBe(2);
    expect(() => loadRedirectTable(file, { siteHosts: ['www.example-filler.com'] })).toThrow(/row 2: destination/);
  });

  it('says which file it could not read', () => {
    expect(() => loadRedirectTable(join(directory, 'missing.csv'))).toThrow(/cannot read the redirects file .*missing\.csv/);
  });
});
