import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANNOTATED_LOGO, BANNER_BOX, bannerText } from './annotated-logo-rules';

describe('annotated logo geometry', () => {
  it('AD-022 the banner is 25 pixels high with its base at y 122, between the 4-pixel paddings of the 128 square', () => {
    expect(BANNER_BOX).toEqual({ x: 4, y: 97, width: 120, height: 25 });
    expect(BANNER_BOX.y + BANNER_BOX.height).toBe(ANNOTATED_LOGO.bannerBaseHeight);
    expect(BANNER_BOX.x + BANNER_BOX.width).toBe(ANNOTATED_LOGO.size - ANNOTATED_LOGO.padding);
  });

  it('AD-022 white text on a black banner over a white background', () => {
    expect(ANNOTATED_LOGO).toMatchObject({ background: '#ffffff', banner: '#000000', text: '#ffffff' });
  });
});

describe('banner text', () => {
  it('NS-55 no banner without an annotation, for an empty one or for "None"', () => {
    expect(bannerText(undefined)).toBeUndefined();
    expect(bannerText('')).toBeUndefined();
    expect(bannerText('   ')).toBeUndefined();
    expect(bannerText('None')).toBeUndefined();
    expect(bannerText('  None ')).toBeUndefined();
  });

  it('NS-55 the banner carries the annotation without its surrounding spaces', () => {
    expect(bannerText('Up to 10% back')).toBe('Up to 10% back');
    expect(bannerText('  Up to 10% back ')).toBe('Up to 10% back');
    // Only the exact word "None" means no banner.
    expect(bannerText('none')).toBe('none');
    expect(bannerText('None left')).toBe('None left');
  });

  it('any annotation with visible text other than "None" gets a banner of its trimmed text', () => {
    fc.assert(
      fc.property(fc.string(), (annotation) => {
        const trimmed = annotation.trim();
        const expected = trimmed === '' || trimmed === 'None' ? undefined : trimmed;
        expect(bannerText(annotation)).toBe(expected);
        if (expected !== undefined) expect(bannerText(expected)).toBe(expected);
      }),
    );
  });
});
