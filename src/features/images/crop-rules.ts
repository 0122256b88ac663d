/**
 * The crop of an ad image (part 2 §5 Form field rules, §9; AD-026, AD-027): a rectangle in the
 * source image's pixels that keeps to a minimum and maximum width and height and, when given, an
 * aspect ratio; moved by the arrow keys 1 pixel at a time, 10 with Shift, 100 with Ctrl or Cmd.
 */
import type { PixelSize } from './image-file-rules';

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropBounds {
  /** The source image; the crop stays inside it. */
  image: PixelSize;
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
  /** Width ÷ height the crop keeps, when it has one. */
  aspectRatio?: number;
}

/**
 * The bounds of a crop of `image` that is resized to `target`: at least the target (an image is
 * never enlarged), at most the whole image, in the target's aspect ratio unless `free`.
 */
export function cropBoundsFor(image: PixelSize, target: PixelSize, { free = false } = {}): CropBounds {
  return {
    image,
    minWidth: Math.min(target.width, image.width),
    minHeight: Math.min(target.height, image.height),
    maxWidth: image.width,
    maxHeight: image.height,
    ...(free ? {} : { aspectRatio: target.width / target.height }),
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The height that goes with `width` in the bounds' aspect ratio (unchanged without one). */
function heightFor(width: number, height: number, bounds: CropBounds): number {
  return bounds.aspectRatio === undefined ? height : Math.round(width / bounds.aspectRatio);
}

/** The widest crop the bounds allow from (x, y), keeping the aspect ratio. */
function widestFrom(x: number, y: number, bounds: CropBounds): number {
  const byWidth = Math.min(bounds.maxWidth, bounds.image.width - x);
  if (bounds.aspectRatio === undefined) return byWidth;
  const byHeight = Math.min(bounds.maxHeight, bounds.image.height - y);
  return Math.min(byWidth, Math.floor(byHeight * bounds.aspectRatio));
}

/** The largest allowed crop, centred: where the cropper starts. */
export function initialCrop(bounds: CropBounds): Crop {
  const width = widestFrom(0, 0, bounds);
  const height =
    bounds.aspectRatio === undefined ? Math.min(bounds.maxHeight, bounds.image.height) : heightFor(width, 0, bounds);
  return {
    x: Math.floor((bounds.image.width - width) / 2),
    y: Math.floor((bounds.image.height - height) / 2),
    width,
    height,
  };
}

/** What is wrong with a crop, worst first: no size at all, a side outside its limits, or outside the image. */
export type CropProblem =
  | { kind: 'zero-size' }
  | { kind: 'width'; min: number; max: number }
  | { kind: 'height'; min: number; max: number }
  | { kind: 'outside' };

export function cropProblem(crop: Crop, bounds: CropBounds): CropProblem | undefined {
  if (!(crop.width > 0) || !(crop.height > 0)) return { kind: 'zero-size' };
  if (crop.width < bounds.minWidth || crop.width > bounds.maxWidth)
    return { kind: 'width', min: bounds.minWidth, max: bounds.maxWidth };
  if (crop.height < bounds.minHeight || crop.height > bounds.maxHeight)
    return { kind: 'height', min: bounds.minHeight, max: bounds.maxHeight };
  if (
    crop.x < 0 ||
    crop.y < 0 ||
    crop.x + crop.width > bounds.image.width ||
    crop.y + crop.height > bounds.image.height
  )
    return { kind: 'outside' };
  return undefined;
}

/** AD-027: how far one key press moves or resizes — 100 with Ctrl or Cmd, 10 with Shift, else 1. */
export function nudgeStep(keys: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): number {
  if (keys.ctrlKey || keys.metaKey) return 100;
  if (keys.shiftKey) return 10;
  return 1;
}

/** The direction of an arrow key, or undefined for any other key. */
export function arrowDirection(key: string): { dx: number; dy: number } | undefined {
  switch (key) {
    case 'ArrowLeft':
      return { dx: -1, dy: 0 };
    case 'ArrowRight':
      return { dx: 1, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -1 };
    case 'ArrowDown':
      return { dx: 0, dy: 1 };
    default:
      return undefined;
  }
}

/** The crop moved by (dx, dy), stopping at the image's edges; its size stays. */
export function moveCrop(crop: Crop, dx: number, dy: number, bounds: CropBounds): Crop {
  return {
    ...crop,
    x: clamp(crop.x + dx, 0, Math.max(0, bounds.image.width - crop.width)),
    y: clamp(crop.y + dy, 0, Math.max(0, bounds.image.height - crop.height)),
  };
}

/** A side or corner of the crop area a pointer or an arrow key pulls: n is the top, e the right. */
export type CropEdge = 'n' | 'e' | 's' | 'w' | 'nw' | 'ne' | 'se' | 'sw';

/**
 * The crop with one side or corner pulled by (dx, dy) source pixels (issue 24: every corner and
 * edge, by mouse, touch or keys), within the minimum, the maximum and the image. The opposite side
 * or corner stays; on an edge the other axis keeps its centre, shifted to stay inside the image.
 * With an aspect ratio the width leads, and the height leads on a top or bottom edge and on a
 * corner pulled only up or down (a vertical step counts as the width step of the same height).
 */
export function resizeFrom(crop: Crop, edge: CropEdge, dx: number, dy: number, bounds: CropBounds): Crop {
  const left = edge.includes('w');
  const right = edge.includes('e');
  const top = edge.includes('n');
  const bottom = edge.includes('s');
  const { width: imageWidth, height: imageHeight } = bounds.image;
  const roomWidth = Math.min(bounds.maxWidth, right ? imageWidth - crop.x : left ? crop.x + crop.width : imageWidth);
  const roomHeight = Math.min(
    bounds.maxHeight,
    bottom ? imageHeight - crop.y : top ? crop.y + crop.height : imageHeight,
  );
  const dWidth = right ? Math.round(dx) : left ? -Math.round(dx) : 0;
  const dHeight = bottom ? Math.round(dy) : top ? -Math.round(dy) : 0;
  let width: number;
  let height: number;
  if (bounds.aspectRatio !== undefined) {
    const byHeight = !(left || right) || dWidth === 0;
    const wanted = crop.width + (byHeight ? Math.round(dHeight * bounds.aspectRatio) : dWidth);
    const widest = Math.min(roomWidth, Math.floor(roomHeight * bounds.aspectRatio));
    const narrowest = Math.max(bounds.minWidth, Math.ceil(bounds.minHeight * bounds.aspectRatio));
    width = clamp(wanted, Math.min(narrowest, widest), widest);
    height = heightFor(width, crop.height, bounds);
  } else {
    width = clamp(crop.width + dWidth, Math.min(bounds.minWidth, roomWidth), roomWidth);
    height = clamp(crop.height + dHeight, Math.min(bounds.minHeight, roomHeight), roomHeight);
  }
  const centred = (from: number, side: number, next: number, whole: number) =>
    clamp(Math.round(from + (side - next) / 2), 0, Math.max(0, whole - next));
  return {
    x: left ? crop.x + crop.width - width : right ? crop.x : centred(crop.x, crop.width, width, imageWidth),
    y: top ? crop.y + crop.height - height : bottom ? crop.y : centred(crop.y, crop.height, height, imageHeight),
    width,
    height,
  };
}

/**
 * The crop with one side typed in (not clamped, so a wrong value shows its message); with an
 * aspect ratio the other side follows.
 */
export function withSide(crop: Crop, side: 'width' | 'height', value: number, bounds: CropBounds): Crop {
  const ratio = bounds.aspectRatio;
  if (side === 'width') return { ...crop, width: value, height: heightFor(value, crop.height, bounds) };
  return { ...crop, height: value, width: ratio === undefined ? crop.width : Math.round(value * ratio) };
}
