/**
 * A picture drawn on a canvas in the page, for the image bench and the image browser tests:
 * plain JavaScript in a string (it runs in the page whatever compiles the caller), a function of
 * `{ width, height, fill?, mark?, shapes? }` answering the canvas. Without `fill` it is a photo:
 * a diagonal gradient with `shapes` translucent discs (default 60); with `fill` a plain colour
 * with a `mark` square over the middle half.
 */
export const DRAW_PICTURE = `(({ width, height, fill, mark, shapes = 60 }) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (fill) {
    context.fillStyle = fill;
    context.fillRect(0, 0, width, height);
    if (mark) {
      context.fillStyle = mark;
      context.fillRect(width / 4, height / 4, width / 2, height / 2);
    }
    return canvas;
  }
  const sky = context.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#1d4e89');
  sky.addColorStop(0.5, '#f4a259');
  sky.addColorStop(1, '#2a9d8f');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  for (let index = 0; index < shapes; index += 1) {
    context.fillStyle = 'hsl(' + ((index * 37) % 360) + ' 60% 50% / 0.6)';
    context.beginPath();
    context.arc((index * 7919) % width, (index * 104729) % height, 40 + (index % 200), 0, 2 * Math.PI);
    context.fill();
  }
  return canvas;
})`;
