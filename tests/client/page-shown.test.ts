/** A prerendered page waits for its activation before what only a seen page may do (decision 170). */
import { afterEach, expect, test, vi } from 'vitest';
import { pageShown, whenPrerenderedPageShown } from '../../src/shared/kernel/ui/page-shown.ts';

afterEach(() => vi.unstubAllGlobals());

function fakeDocument(prerendering: boolean) {
  const listeners: (() => void)[] = [];
  const document = { prerendering, addEventListener: (type: string, listener: () => void) => type === 'prerenderingchange' && listeners.push(listener) };
  vi.stubGlobal('document', document);
  return {
    activate: () => {
      document.prerendering = false;
      listeners.splice(0).forEach((listener) => listener());
    },
  };
}

test('a page loaded for the visitor is shown at once, and nothing waits for an activation', async () => {
  fakeDocument(false);
  await pageShown();
  const task = vi.fn();
  whenPrerenderedPageShown(task);
  expect(task).not.toHaveBeenCalled();
});

test('a prerendered page is shown when it is activated', async () => {
  const page = fakeDocument(true);
  let shown = false;
  void pageShown().then(() => (shown = true));
  const task = vi.fn();
  whenPrerenderedPageShown(task);
  await Promise.resolve();
  expect(shown).toBe(false);
  expect(task).not.toHaveBeenCalled();
  page.activate();
  await Promise.resolve();
  expect(shown).toBe(true);
  expect(task).toHaveBeenCalledOnce();
});
