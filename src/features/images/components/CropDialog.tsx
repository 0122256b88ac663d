/**
 * The cropper (AD-026, AD-027, issue 24): the image with the crop area over it, drawn by
 * react-image-crop (docs/benchmarks.md, "The crop dialog's library"). A mouse or a finger drags the
 * area to move it and pulls any of its four corners and four edges to resize it; the zoom slider
 * (or Ctrl + wheel, a trackpad pinch) enlarges the picture in a scrolling view for a finer crop.
 * The arrow keys move the area, or pull the focused corner or edge, by 1 pixel of the image, 10 with
 * Shift and 100 with Ctrl or Cmd. Whatever moves it, the crop rules (../crop-rules) keep the aspect
 * ratio, the minimum and the image as maximum, in the image's own pixels. The four number fields
 * edit it exactly; a crop outside the bounds shows why and cannot be applied.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { InlineMessage } from '@/components/ui/inline-message';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import {
  arrowDirection,
  cropProblem,
  initialCrop,
  moveCrop,
  nudgeStep,
  resizeFrom,
  withSide,
  type Crop,
  type CropBounds,
  type CropEdge,
  type CropProblem,
} from '../crop-rules';
import type { PixelSize } from '../image-file-rules';

export interface CropDialogProps {
  /** What is cropped, in the user's words ("hero image"). */
  category: string;
  imageUrl: string;
  bounds: CropBounds;
  target: PixelSize;
  onCancel: () => void;
  onApply: (crop: Crop) => void;
}

/** The zoom steps: 1 fits the whole picture in view, 4 shows it four times as wide. */
const ZOOM = { min: 1, max: 4, step: 0.25 } as const;

const EDGES: readonly CropEdge[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
const isEdge = (value: string | undefined): value is CropEdge => EDGES.includes(value as CropEdge);

/** What a pointer on the crop holds: the area (to move it) or one of its corners or edges. */
function grabbed(target: EventTarget): CropEdge | 'move' | undefined {
  if (!(target instanceof HTMLElement)) return undefined;
  const { ord } = target.dataset;
  if (isEdge(ord)) return ord;
  return target.closest('.ReactCrop__crop-selection') ? 'move' : undefined;
}

function useProblemText(problem: CropProblem | undefined): string | undefined {
  const { t } = useTranslation();
  switch (problem?.kind) {
    case undefined:
      return undefined;
    case 'zero-size':
      return t('adsmanager.IMAGE_CROP_ZERO_SIZE');
    case 'width':
      return t('adsmanager.IMAGE_CROP_WIDTH_RANGE', { min: problem.min, max: problem.max });
    case 'height':
      return t('adsmanager.IMAGE_CROP_HEIGHT_RANGE', { min: problem.min, max: problem.max });
    case 'outside':
      return t('adsmanager.IMAGE_CROP_OUTSIDE');
  }
}

/** The crop in percent of the image, as react-image-crop draws it (negative sizes drawn as none). */
function shown(crop: Crop, image: PixelSize): PercentCrop {
  return {
    unit: '%',
    x: (crop.x / image.width) * 100,
    y: (crop.y / image.height) * 100,
    width: (Math.max(crop.width, 0) / image.width) * 100,
    height: (Math.max(crop.height, 0) / image.height) * 100,
  };
}

/**
 * The crop a pointer drag asks for: react-image-crop follows the pointer freely (no aspect ratio,
 * no limits, in percent of the picture); the crop rules turn where it put the pulled sides into a
 * crop of the image that keeps them. Computed from the crop at the start of the drag, so rounding
 * never adds up.
 */
function dragged(from: Crop, what: CropEdge | 'move', to: PercentCrop, bounds: CropBounds): Crop {
  const { width: imageWidth, height: imageHeight } = bounds.image;
  const x = (to.x / 100) * imageWidth;
  const y = (to.y / 100) * imageHeight;
  if (what === 'move') return moveCrop(from, Math.round(x - from.x), Math.round(y - from.y), bounds);
  const right = x + (to.width / 100) * imageWidth;
  const bottom = y + (to.height / 100) * imageHeight;
  const dx = what.includes('w') ? x - from.x : right - (from.x + from.width);
  const dy = what.includes('n') ? y - from.y : bottom - (from.y + from.height);
  return resizeFrom(from, what, dx, dy, bounds);
}

export function CropDialog({ category, imageUrl, bounds, target, onCancel, onApply }: CropDialogProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState(() => initialCrop(bounds));
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const view = useRef<HTMLDivElement>(null);
  const drag = useRef<{ what: CropEdge | 'move'; from: Crop } | undefined>(undefined);
  const problem = cropProblem(crop, bounds);
  const problemText = useProblemText(problem);
  const { width: imageWidth, height: imageHeight } = bounds.image;

  // The arrow keys step in the image's pixels (AD-027), not in the screen's as the library would.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    const direction = arrowDirection(event.key);
    const what = grabbed(event.target);
    if (!direction || !what) return;
    event.preventDefault();
    event.stopPropagation();
    const step = nudgeStep(event);
    setCrop((current) =>
      what === 'move'
        ? moveCrop(current, direction.dx * step, direction.dy * step, bounds)
        : resizeFrom(current, what, direction.dx * step, direction.dy * step, bounds),
    );
  };

  const onPointerDownCapture = (event: PointerEvent) => {
    const what = grabbed(event.target);
    drag.current = what && { what, from: crop };
  };

  // Ctrl + wheel (and a trackpad pinch, which the browser sends as one) zooms; a plain wheel scrolls.
  useEffect(() => {
    const element = view.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom((current) => Math.min(ZOOM.max, Math.max(ZOOM.min, current * Math.exp(-event.deltaY / 200))));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('wheel', onWheel);
    };
  }, []);

  // A zoom keeps the crop's centre in the middle of the view.
  const cropRef = useRef(crop);
  useLayoutEffect(() => {
    cropRef.current = crop;
  }, [crop]);
  useLayoutEffect(() => {
    const element = view.current;
    const picture = element?.querySelector('img');
    if (!element || !picture) return;
    const scale = picture.clientWidth / imageWidth;
    const { x, y, width, height } = cropRef.current;
    element.scrollLeft = (x + width / 2) * scale - element.clientWidth / 2;
    element.scrollTop = (y + height / 2) * scale - element.clientHeight / 2;
  }, [zoom, imageWidth]);

  const numberField = (field: keyof Crop, label: string) => (
    <Field label={label}>
      <Input
        type="number"
        inputMode="numeric"
        value={Number.isFinite(crop[field]) ? crop[field] : ''}
        onChange={(event) => {
          const value = Math.round(event.target.valueAsNumber);
          const typed = Number.isFinite(value) ? value : 0;
          setCrop((current) =>
            field === 'width' || field === 'height'
              ? withSide(current, field, typed, bounds)
              : { ...current, [field]: typed },
          );
        }}
      />
    </Field>
  );

  const zoomBy = (factor: number) => {
    setZoom((current) => Math.min(ZOOM.max, Math.max(ZOOM.min, current * factor)));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogContent className="sm:max-w-2xl" closeLabel={t('adsmanager.IMAGE_CROP_CLOSE')}>
        <DialogHeader>
          <DialogTitle>{t('adsmanager.IMAGE_CROP_TITLE', { category })}</DialogTitle>
          <DialogDescription>
            {t('adsmanager.IMAGE_CROP_INSTRUCTIONS', { width: target.width, height: target.height })}
          </DialogDescription>
        </DialogHeader>
        {/* At most half the viewport high, so the fields and buttons below stay in view; zoomed, it scrolls. */}
        <div
          ref={view}
          // The padding holds the corner handles, which stand half outside the picture, without a scrollbar.
          className="max-h-[50vh] overflow-auto overscroll-contain rounded-md bg-muted p-3"
          onKeyDownCapture={onKeyDownCapture}
          onPointerDownCapture={onPointerDownCapture}
        >
          <ReactCrop
            crop={shown(crop, bounds.image)}
            keepSelection
            ruleOfThirds
            // Inline, as the library's own stylesheet (outside Tailwind's layers) would win over classes.
            style={
              {
                display: 'block',
                // The library's focus outline in the app's focus colour.
                '--rc-focus-color': 'var(--color-ring)',
                margin: '0 auto',
                maxWidth: 'none',
                width: `calc(${String(zoom)} * min(100%, (50vh - 1.5rem) * ${String(imageWidth / imageHeight)}))`,
              } as CSSProperties
            }
            ariaLabels={{
              cropArea: t('adsmanager.IMAGE_CROP_AREA'),
              nwDragHandle: t('adsmanager.IMAGE_CROP_HANDLE_NW'),
              nDragHandle: t('adsmanager.IMAGE_CROP_HANDLE_N'),
              neDragHandle: t('adsmanager.IMAGE_CROP_HANDLE_NE'),
              eDragHandle: t('adsmanager.IMAGE_CROP_HANDLE_E'),
              seDragHandle: t('adsmanager.IMAGE_CROP_HANDLE_SE'),
              sDragHandle: t('adsmanager.IMAGE_CROP_HANDLE_S'),
              swDragHandle: t('adsmanager.IMAGE_CROP_HANDLE_SW'),
              wDragHandle: t('adsmanager.IMAGE_CROP_HANDLE_W'),
            }}
            onChange={(_pixels, percent) => {
              const start = drag.current;
              if (start) setCrop(dragged(start.from, start.what, percent, bounds));
            }}
            onDragEnd={() => {
              drag.current = undefined;
            }}
          >
            <img
              src={imageUrl}
              alt={t('adsmanager.IMAGE_CROP_PICTURE')}
              className="w-full"
              style={{ aspectRatio: `${String(imageWidth)} / ${String(imageHeight)}` }}
              draggable={false}
            />
          </ReactCrop>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={zoom <= ZOOM.min}
            onClick={() => {
              zoomBy(1 / 1.5);
            }}
          >
            {t('adsmanager.IMAGE_CROP_ZOOM_OUT')}
          </Button>
          <input
            type="range"
            aria-label={t('adsmanager.IMAGE_CROP_ZOOM')}
            aria-valuetext={t('adsmanager.IMAGE_CROP_ZOOM_VALUE', { percent: Math.round(zoom * 100) })}
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            value={zoom}
            className="h-9 min-w-0 flex-1 cursor-pointer accent-primary"
            onChange={(event) => {
              setZoom(event.target.valueAsNumber);
            }}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={zoom >= ZOOM.max}
            onClick={() => {
              zoomBy(1.5);
            }}
          >
            {t('adsmanager.IMAGE_CROP_ZOOM_IN')}
          </Button>
        </div>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {t('adsmanager.IMAGE_CROP_STATUS', { ...crop })}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {numberField('x', t('adsmanager.IMAGE_CROP_X'))}
          {numberField('y', t('adsmanager.IMAGE_CROP_Y'))}
          {numberField('width', t('adsmanager.IMAGE_CROP_WIDTH'))}
          {numberField('height', t('adsmanager.IMAGE_CROP_HEIGHT'))}
        </div>
        {problemText !== undefined && <InlineMessage variant="error">{problemText}</InlineMessage>}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t('adsmanager.IMAGE_CROP_CANCEL')}
          </Button>
          <Button
            disabled={problem !== undefined}
            onClick={() => {
              onApply(crop);
            }}
          >
            {t('adsmanager.IMAGE_CROP_APPLY')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
