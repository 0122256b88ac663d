/**
 * Non-text contrast of form controls (WCAG 2.2 §1.4.11, issue 24 "Borders you cannot see"): the
 * boundary of every visible, enabled text field, select and combobox trigger on the landing report
 * and on the ad form contrasts at least 3:1 with what is behind it. The boundary is the control's
 * border (its weakest painted side) or, when that is fainter, its own fill; "behind" is the first
 * opaque background among its ancestors, with translucent ones composited on the way (white at the
 * root). Colours are resolved by the browser itself (a canvas pixel), so any CSS colour syntax
 * counts. Disabled controls are exempt, as WCAG exempts inactive components, and so are controls
 * hidden from everyone (aria-hidden, smaller than 4 px).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

const MINIMUM = 3;

interface Boundary {
  control: string;
  boundary: string;
  behind: string;
  ratio: number;
}

/** Every visible, enabled control's boundary contrast against what is behind it. */
async function controlBoundaries(page: Page): Promise<Boundary[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    type Rgba = [number, number, number, number];
    /** Any CSS colour as sRGB 0–255 with alpha 0–1, as the browser paints it. */
    const rgba = (color: string): Rgba => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const [r, g, b, a] = top;
      return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const contrast = (one: Rgba, two: Rgba) => {
      const [high, low] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
      return (high + 0.05) / (low + 0.05);
    };
    const hex = ([r, g, b]: Rgba) =>
      `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
    /** The colour behind an element: its ancestors' backgrounds, composited, over white. */
    const behind = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color[3] > 0) layers.push(color);
        if (color[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const describe = (element: HTMLElement) => {
      const labelled = element.getAttribute('aria-labelledby');
      const name =
        element.getAttribute('aria-label') ??
        (labelled ? document.getElementById(labelled.split(' ')[0] ?? '')?.textContent : undefined) ??
        // A label wrapping a select holds its options' text too.
        (element as HTMLInputElement).labels?.[0]?.textContent.replace(element.textContent, '') ??
        element.getAttribute('placeholder') ??
        element.id;
      const kind = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${kind} "${name.trim().replace(/\s+/g, ' ')}"`;
    };

    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'input:not([type=hidden],[type=checkbox],[type=radio],[type=file],[type=range],[type=color],[type=submit],[type=button],[type=reset],[type=image]), select, textarea, [role=combobox]',
      ),
    ].filter((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const disabled = element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
      // Radix keeps a visually hidden native select (1 px, aria-hidden) beside its trigger for forms.
      const hidden = element.closest('[aria-hidden="true"]') !== null || box.width < 4 || box.height < 4;
      return !hidden && style.visibility !== 'hidden' && !disabled;
    });
    // A combobox inside another (a searchable trigger's input) is measured once, as its outer control.
    return controls
      .filter((element) => !controls.some((other) => other !== element && other.contains(element)))
      .map((element) => {
        const style = getComputedStyle(element);
        const back = behind(element);
        const sides = (['Top', 'Right', 'Bottom', 'Left'] as const)
          .filter((side) => Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0)
          .map((side) => over(rgba(style.getPropertyValue(`border-${side.toLowerCase()}-color`)), back));
        const fill = over(rgba(style.backgroundColor), back);
        const weakest = sides
          .map((color) => ({ color, ratio: contrast(color, back) }))
          .sort((one, two) => one.ratio - two.ratio)[0];
        const filled = { color: fill, ratio: contrast(fill, back) };
        const best = weakest && weakest.ratio >= filled.ratio ? weakest : filled;
        return {
          control: describe(element),
          boundary: hex(best.color),
          behind: hex(back),
          ratio: Math.round(best.ratio * 100) / 100,
        };
      });
  });
}

async function expectVisibleBoundaries(page: Page, screen: string): Promise<void> {
  const boundaries = await controlBoundaries(page);
  expect(boundaries.length, `${screen}: controls measured`).toBeGreaterThan(3);
  const faint = boundaries
    .filter((boundary) => boundary.ratio < MINIMUM)
    .map((boundary) => `${boundary.control}: ${boundary.boundary} on ${boundary.behind} = ${String(boundary.ratio)}:1`);
  expect(
    faint,
    `${screen}: form controls whose boundary is below ${String(MINIMUM)}:1\n  ${faint.join('\n  ')}`,
  ).toEqual([]);
}

test('issue 24 WCAG 1.4.11: the borders of the report and the ad form controls contrast at least 3:1 with the page', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('admin', { from: '/advertiser/1001/performance/campaigns' });
  await expect(
    page.getByRole('table', { name: 'Campaign performance' }).getByRole('row').nth(1).getByRole('link'),
  ).toBeVisible();
  await expectVisibleBoundaries(page, 'the landing report');

  await page.goto('/advertiser/1001/campaign/5001/ad-group/6001/ad/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New ad', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await expectVisibleBoundaries(page, 'the ad form');
});
