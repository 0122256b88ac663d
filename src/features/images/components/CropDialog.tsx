/**
 * The cropper (AD-026, AD-027): the image with the crop area over it. The crop area and its resize
 * handle are buttons: the arrow keys move the area, or change its size on the handle, by 1 pixel,
 * 10 with Shift and 100 with Ctrl or Cmd; a pointer drags the area. The four number fields edit it
 * exactly; a crop outside the bounds shows why and cannot be applied.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
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
  resizeCrop,
  withSide,
  type Crop,
  type CropBounds,
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

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

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

export function CropDialog({ category, imageUrl, bounds, target, onCancel, onApply }: CropDialogProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState(() => initialCrop(bounds));
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; from: Crop } | undefined>(undefined);
  const problem = cropProblem(crop, bounds);
  const problemText = useProblemText(problem);
  const { width: imageWidth, height: imageHeight } = bounds.image;

  const onKey = (mode: 'move' | 'resize') => (event: KeyboardEvent) => {
    const direction = arrowDirection(event.key);
    if (!direction) return;
    event.preventDefault();
    const step = nudgeStep(event);
    setCrop((current) =>
      mode === 'move'
        ? moveCrop(current, direction.dx * step, direction.dy * step, bounds)
        : resizeCrop(current, direction.dx * step, direction.dy * step, bounds),
    );
  };

  const onPointerDown = (event: PointerEvent) => {
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, from: crop };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    const shown = stage.current?.clientWidth;
    if (!start || !shown) return;
    const scale = imageWidth / shown;
    setCrop(
      moveCrop(
        start.from,
        Math.round((event.clientX - start.pointerX) * scale),
        Math.round((event.clientY - start.pointerY) * scale),
        bounds,
      ),
    );
  };
  const onPointerUp = () => {
    drag.current = undefined;
  };

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
            {t('adsmanager.IMAGE_CROP_DESCRIPTION', { width: target.width, height: target.height })}
          </DialogDescription>
        </DialogHeader>
        <div
          ref={stage}
          className="relative mx-auto bg-muted select-none"
          // At most half the viewport high, so the fields and buttons below stay in view.
          style={{
            aspectRatio: `${imageWidth} / ${imageHeight}`,
            width: `min(100%, ${String((50 * imageWidth) / imageHeight)}vh)`,
          }}
        >
          {/* Clips the crop area's shadow, which dims the picture outside it; the handle stays unclipped. */}
          <div className="absolute inset-0 overflow-hidden">
            <img
              src={imageUrl}
              alt={t('adsmanager.IMAGE_CROP_PICTURE')}
              className="absolute inset-0 size-full"
              draggable={false}
            />
            <button
              type="button"
              aria-label={t('adsmanager.IMAGE_CROP_AREA')}
              className="absolute cursor-move touch-none border-2 border-white bg-white/10 shadow-[0_0_0_9999px_rgba(0,0,0,0.45)] outline-none focus-visible:border-primary"
              style={{
                left: percent(crop.x, imageWidth),
                top: percent(crop.y, imageHeight),
                width: percent(Math.max(crop.width, 0), imageWidth),
                height: percent(Math.max(crop.height, 0), imageHeight),
              }}
              onKeyDown={onKey('move')}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
            />
          </div>
          <button
            type="button"
            aria-label={t('adsmanager.IMAGE_CROP_HANDLE')}
            className="absolute size-4 -translate-x-1/2 -translate-y-1/2 cursor-se-resize rounded-sm border-2 border-white bg-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
            style={{
              left: percent(crop.x + Math.max(crop.width, 0), imageWidth),
              top: percent(crop.y + Math.max(crop.height, 0), imageHeight),
            }}
            onKeyDown={onKey('resize')}
          />
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
