import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cropBoundsFor,
  cropProblem,
  initialCrop,
  moveCrop,
  nudgeStep,
  resizeFrom,
  withSide,
  type Crop,
  type CropBounds,
  type CropEdge,
} from './crop-rules';

const HERO = { width: 1200, height: 627 };
const heroBounds = cropBoundsFor({ width: 4000, height: 3000 }, HERO);
const free: CropBounds = {
  image: { width: 800, height: 600 },
  minWidth: 100,
  minHeight: 50,
  maxWidth: 500,
  maxHeight: 400,
};

describe('crop bounds', () => {
  it('AD-026 a crop must be between the minimum and maximum width and height, inside the image, and not zero-size', () => {
    expect(cropProblem({ x: 0, y: 0, width: 0, height: 300 }, free)).toEqual({ kind: 'zero-size' });
    expect(cropProblem({ x: 0, y: 0, width: 300, height: 0 }, free)).toEqual({ kind: 'zero-size' });
    expect(cropProblem({ x: 0, y: 0, width: 99, height: 300 }, free)).toEqual({ kind: 'width', min: 100, max: 500 });
    expect(cropProblem({ x: 0, y: 0, width: 501, height: 300 }, free)).toEqual({ kind: 'width', min: 100, max: 500 });
    expect(cropProblem({ x: 0, y: 0, width: 300, height: 49 }, free)).toEqual({ kind: 'height', min: 50, max: 400 });
    expect(cropProblem({ x: 0, y: 0, width: 300, height: 401 }, free)).toEqual({ kind: 'height', min: 50, max: 400 });
    expect(cropProblem({ x: 400, y: 0, width: 500, height: 300 }, free)).toEqual({ kind: 'outside' });
    expect(cropProblem({ x: 300, y: 200, width: 500, height: 400 }, free)).toBeUndefined();
  });

  it('AD-026 without an aspect ratio width and height change on their own, within their limits', () => {
    const start = initialCrop(free);
    expect(start).toEqual({ x: 150, y: 100, width: 500, height: 400 });
    expect(resizeFrom(start, 'se', -10, 0, free)).toEqual({ ...start, width: 490 });
    expect(resizeFrom(start, 'se', 0, -10, free)).toEqual({ ...start, height: 390 });
    expect(resizeFrom(start, 'se', -1000, -1000, free)).toEqual({ ...start, width: 100, height: 50 });
    expect(resizeFrom({ ...start, width: 100 }, 'se', 1000, 0, free).width).toBe(500);
  });

  it('AD-026 AD-021 with the hero aspect ratio the height follows the width; the minimum is the hero size and the maximum the image', () => {
    expect(heroBounds).toMatchObject({ minWidth: 1200, minHeight: 627, maxWidth: 4000, maxHeight: 3000 });
    const start = initialCrop(heroBounds);
    expect(start).toEqual({ x: 0, y: 455, width: 4000, height: 2090 });
    expect(resizeFrom(start, 'se', -100, 0, heroBounds)).toEqual({ ...start, width: 3900, height: 2038 });
    expect(resizeFrom(start, 'se', 0, -100, heroBounds)).toEqual({ ...start, width: 3809, height: 1990 });
    expect(resizeFrom(start, 'se', -10_000, 0, heroBounds)).toEqual({ ...start, width: 1200, height: 627 });
    expect(withSide(start, 'width', 2400, heroBounds)).toEqual({ ...start, width: 2400, height: 1254 });
    expect(withSide(start, 'height', 627, heroBounds)).toEqual({ ...start, width: 1200, height: 627 });
    // A tall image: the widest hero crop is limited by the height.
    expect(initialCrop(cropBoundsFor({ width: 1300, height: 640 }, HERO))).toEqual({
      x: 38,
      y: 0,
      width: 1224,
      height: 640,
    });
    // A square logo crop of a landscape image.
    expect(initialCrop(cropBoundsFor({ width: 4000, height: 3000 }, { width: 627, height: 627 }))).toEqual({
      x: 500,
      y: 0,
      width: 3000,
      height: 3000,
    });
  });

  it('AD-026 moving or resizing by any steps never leaves the bounds or the aspect ratio', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }))),
        (steps) => {
          let crop = initialCrop(heroBounds);
          for (const [move, dx, dy] of steps) {
            crop = move ? moveCrop(crop, dx, dy, heroBounds) : resizeFrom(crop, 'se', dx, 0, heroBounds);
            expect(cropProblem(crop, heroBounds)).toBeUndefined();
            expect(Math.abs(crop.width / crop.height - 1200 / 627)).toBeLessThan(0.002);
          }
        },
      ),
    );
  });
});

describe('issue 24: pulling any corner or edge', () => {
  const EDGES: CropEdge[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
  const right = (crop: Crop) => crop.x + crop.width;
  const bottom = (crop: Crop) => crop.y + crop.height;

  it('AD-026 the opposite corner stays; a corner pulled inwards stops at the hero size', () => {
    const start = { x: 1000, y: 500, width: 2400, height: 1254 };
    const nw = resizeFrom(start, 'nw', 400, 0, heroBounds);
    expect(nw).toEqual({ x: 1400, y: 709, width: 2000, height: 1045 });
    expect([right(nw), bottom(nw)]).toEqual([right(start), bottom(start)]);
    const ne = resizeFrom(start, 'ne', -10_000, 0, heroBounds);
    expect(ne).toEqual({ x: 1000, y: 1127, width: 1200, height: 627 });
    expect(bottom(ne)).toBe(bottom(start));
    const sw = resizeFrom(start, 'sw', -200, 0, heroBounds);
    expect(sw).toEqual({ x: 800, y: 500, width: 2600, height: 1359 });
  });

  it('AD-026 an edge pulled outwards grows to the image and keeps the other axis centred, shifted inside', () => {
    const start = { x: 1000, y: 500, width: 2400, height: 1254 };
    // The top edge up by 2000: as tall as the space above the bottom allows (1754 rows), centred across.
    expect(resizeFrom(start, 'n', 0, -2000, heroBounds)).toEqual({ x: 522, y: 0, width: 3356, height: 1754 });
    // The left edge far left: at most the 3400 pixels left of the right edge.
    expect(resizeFrom(start, 'w', -5000, 0, heroBounds)).toEqual({ x: 0, y: 239, width: 3400, height: 1777 });
    // Without an aspect ratio an edge changes only its own side.
    expect(resizeFrom({ x: 200, y: 100, width: 300, height: 200 }, 's', 0, 50, free)).toEqual({
      x: 200,
      y: 100,
      width: 300,
      height: 250,
    });
    expect(resizeFrom({ x: 200, y: 100, width: 300, height: 200 }, 'w', -1000, 0, free)).toEqual({
      x: 0,
      y: 100,
      width: 500,
      height: 200,
    });
  });

  it('AD-026 any pulls of any corner or edge, by mouse or keys, never leave the bounds, the aspect ratio or the anchored sides', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...EDGES),
            fc.double({ min: -3000, max: 3000, noNaN: true }),
            fc.double({ min: -3000, max: 3000, noNaN: true }),
          ),
        ),
        (pulls) => {
          let crop = initialCrop(heroBounds);
          for (const [edge, dx, dy] of pulls) {
            const next = resizeFrom(crop, edge, dx, dy, heroBounds);
            expect(cropProblem(next, heroBounds)).toBeUndefined();
            expect(Math.abs(next.width / next.height - 1200 / 627)).toBeLessThan(0.002);
            if (edge.includes('w')) expect(right(next)).toBe(right(crop));
            if (edge.includes('e')) expect(next.x).toBe(crop.x);
            if (edge.includes('n')) expect(bottom(next)).toBe(bottom(crop));
            if (edge.includes('s')) expect(next.y).toBe(crop.y);
            crop = next;
          }
        },
      ),
    );
  });
});

describe('crop nudging', () => {
  it('AD-027 a key press nudges by 1, by 10 with Shift and by 100 with Ctrl or Cmd (Ctrl or Cmd wins over Shift)', () => {
    const keys = { shiftKey: false, ctrlKey: false, metaKey: false };
    expect(nudgeStep(keys)).toBe(1);
    expect(nudgeStep({ ...keys, shiftKey: true })).toBe(10);
    expect(nudgeStep({ ...keys, ctrlKey: true })).toBe(100);
    expect(nudgeStep({ ...keys, metaKey: true })).toBe(100);
    expect(nudgeStep({ shiftKey: true, ctrlKey: true, metaKey: false })).toBe(100);
  });

  it('AD-027 a move stops at the image edges and keeps the size', () => {
    const crop = { x: 10, y: 10, width: 1200, height: 627 };
    expect(moveCrop(crop, -100, -100, heroBounds)).toEqual({ ...crop, x: 0, y: 0 });
    expect(moveCrop(crop, 10_000, 10_000, heroBounds)).toEqual({ ...crop, x: 2800, y: 2373 });
  });
});
