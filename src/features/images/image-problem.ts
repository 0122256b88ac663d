/**
 * Why an image could not be made ready for upload. Each kind has its own message
 * (src/i18n/messages/images.ts); the resize kinds are the two errors of part 2 §8 (AD-025).
 */
export type ImageProblemKind =
  /** The file would not decode: damaged, or not really an image. */
  | 'corrupt'
  /** The resize was asked for a zero width or height (AD-025). */
  | 'invalid-output-size'
  /** Reading canvas pixels is blocked or falsified, as fingerprinting protection does (AD-025). */
  | 'pixel-data-blocked'
  /** A resize quality outside 0–3 (AD-025). */
  | 'invalid-quality'
  /** A file to send came out over 2 MB (NS-56). */
  | 'too-large';

export class ImageProblem extends Error {
  constructor(
    readonly kind: ImageProblemKind,
    message: string = kind,
  ) {
    super(message);
    this.name = 'ImageProblem';
  }
}
