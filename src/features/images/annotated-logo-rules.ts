/**
 * The annotated logo's geometry (part 2 §3 Image asset, AD-022) and banner text (NS-55); drawn by
 * ./annotated-logo.ts. Where the spec's numbers go is this app's reading of them
 * (docs/decisions.md, NS-55):
 *
 *   - the logo fills the square inside a 4-pixel padding (4…124 both ways);
 *   - the banner is 25 pixels high ("scaled height") with its base at y = 122 ("banner base
 *     height"), so it spans y 97…122, and runs between the paddings (x 4…124);
 *   - the text is white, centred, in a bold font 25 − 2 × 2 = 21 pixels high ("font padding" 2
 *     above and below), made smaller until it fits the banner's width less the font padding.
 *
 * Without an annotation (none chosen, or "None") the logo is drawn with no banner.
 */
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
