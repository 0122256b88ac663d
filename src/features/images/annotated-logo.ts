/**
 * Draws the annotated logo (AD-022, NS-55): the logo on a white 128×128 square with a black banner
 * carrying the annotation in white; the geometry is in ./annotated-logo-rules.ts.
 */
import { ANNOTATED_LOGO, BANNER_BOX, bannerText } from './annotated-logo-rules';
import { context2d, newCanvas } from './resize';

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
