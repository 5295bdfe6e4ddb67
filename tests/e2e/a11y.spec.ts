import {axeViolations, describeViolations} from './support/axe';
import {expect, test} from './support/test';

/**
 * The axe helper every page walk uses (support/axe.ts). The walk itself, axe on every route at two
 * viewports in light and dark mode, is walk.spec.ts.
 */
test('the axe helper reports what axe finds, in the page or inside a selector, and injects axe once per document', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>Axe</title></head><body><main><h1>Axe</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main><footer><input type="text"></footer></body></html>',
  );
  expect(describeViolations(await axeViolations(page)).map((line) => line.split(':')[0])).toEqual(
    expect.arrayContaining(['image-alt', 'label']),
  );
  expect(describeViolations(await axeViolations(page, {include: 'main'}))).toEqual(['image-alt: img']);
  expect(await page.evaluate(() => (window as unknown as {axe?: {version: string}}).axe?.version)).toMatch(/^4\./);
  await page.setContent(
    '<html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1><p>Nothing wrong.</p></main></body></html>',
  );
  expect(await axeViolations(page)).toEqual([]);
});
