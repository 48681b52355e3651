import { expect, test } from 'vitest';
import { hydrationStateJson, type HydrationState } from '../../src/shared/app/hydration-state.ts';
import { toScriptJson } from '../../src/shared/kernel/data/script-json.ts';

test('the state written around effector values already written is, byte for byte, the state written whole', () => {
  const state: HydrationState = {
    url: '/search?q=</script><script>alert(1)</script>&title=Enduit\u2028de lissage',
    status: 200,
    effector: { 'app/$locale': 'fr', 'app/$settings': [{ code: 'phone', values: ['</script>'] }] },
    config: { siteUrl: 'http://127.0.0.1', stylesheets: ['/assets/a.css'], serviceWorker: true, fieldVitals: { page: 'search', audience: 'pro', sampleRate: 0.1, consentCookie: '</script>' } },
  };
  const { effector, ...rest } = state;
  const json = hydrationStateJson(rest, toScriptJson(effector));
  expect(json).toBe(toScriptJson(state));
  expect(json).not.toContain('</script>');
  expect(JSON.parse(json)).toEqual(state);
});
