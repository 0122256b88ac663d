/**
 * The annotated logo (part 2 §3 Image asset, AD-022, NS-55): the logo drawn 128×128 on a white
 * background with a black banner carrying the redeeming-merchant annotation in white. The numbers
 * are the spec's; where they go is this app's reading of them (docs/decisions.md, NS-55):
 *
 *   - the logo fills the square inside a 4-pixel padding (4…124 both ways);
 *   - the banner is 25 pixels high ("scaled height") with its base at y = 122 ("banner base
 *     height"), so it spans y 97…122, and runs between the paddings (x 4…124);
 *   - the text is white, centred, in a bold font 25 − 2 × 2 = 21 pixels high ("font padding" 2
 *     above and below), made smaller until it fits the banner's width less the font padding.
 *
 * Without an annotation (none chosen, or "None") the logo is drawn with no banner.
 */
import { context2d, newCanvas } from './resize';

export const ANNOTATED_LOGO = {
  size: 128,
  bannerBaseHeight: 122,
  bannerHeight: 25,
  padding: 4,
  fontPadding: 2,
  background: '#ffffff',
  banner: '#000000',
  text: '#ffffff',
} as const;

/** Where the banner is drawn, in pixels of the 128×128 image. */
export const BANNER_BOX = {
  x: ANNOTATED_LOGO.padding,
  y: ANNOTATED_LOGO.bannerBaseHeight - ANNOTATED_LOGO.bannerHeight,
  width: ANNOTATED_LOGO.size - 2 * ANNOTATED_LOGO.padding,
  height: ANNOTATED_LOGO.bannerHeight,
} as const;

/** The banner's text, or undefined when the annotation draws no banner. */
export function bannerText(annotation: string | undefined): string | undefined {
  const text = annotation?.trim();
  return text === undefined || text === '' || text === 'None' ? undefined : text;
}

/** The annotated logo of `logo` (any size; drawn into the padded square) with `annotation`'s banner. */
export function drawAnnotatedLogo(logo: CanvasImageSource, annotation: string | undefined): HTMLCanvasElement {
  const { size, padding, fontPadding } = ANNOTATED_LOGO;
  const canvas = newCanvas({ width: size, height: size });
  const context = context2d(canvas);
  context.fillStyle = ANNOTATED_LOGO.background;
  context.fillRect(0, 0, size, size);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(logo, padding, padding, size - 2 * padding, size - 2 * padding);

  const text = bannerText(annotation);
  if (text === undefined) return canvas;
  context.fillStyle = ANNOTATED_LOGO.banner;
  context.fillRect(BANNER_BOX.x, BANNER_BOX.y, BANNER_BOX.width, BANNER_BOX.height);
  const room = BANNER_BOX.width - 2 * fontPadding;
  let fontSize = BANNER_BOX.height - 2 * fontPadding;
  context.font = `bold ${fontSize}px sans-serif`;
  while (fontSize > 6 && context.measureText(text).width > room) {
    fontSize -= 1;
    context.font = `bold ${fontSize}px sans-serif`;
  }
  context.fillStyle = ANNOTATED_LOGO.text;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, size / 2, BANNER_BOX.y + BANNER_BOX.height / 2, room);
  return canvas;
}
