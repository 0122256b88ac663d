/**
 * The kit's file field (issue 24): a labelled zone that opens the picker by click, Enter or Space
 * and takes a dropped file, then the picture with Replace and Remove. The image field's own
 * checks (types, sizes, the cropper) are in src/features/images/components/ImageField.test.tsx.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { FileDropZone, type FileDropZoneProps } from './file-drop-zone';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

function renderZone(props: Partial<FileDropZoneProps> = {}, error?: string) {
  const onFile = vi.fn();
  const onRemove = vi.fn();
  render(
    <Field label="Banner" description="PNG only" error={error}>
      <FileDropZone
        accept="image/png"
        onFile={onFile}
        onRemove={onRemove}
        prompt="Drop a PNG here"
        replaceLabel="Replace Banner"
        removeLabel="Remove Banner"
        replaceText="Replace"
        removeText="Remove"
        {...props}
      />
    </Field>,
  );
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  const opened = vi.fn();
  input.addEventListener('click', opened);
  return { onFile, onRemove, input, opened, user: userEvent.setup() };
}

describe('FileDropZone', () => {
  it('is one button named by the field, described by its hint and error; Space and Enter open the picker', async () => {
    const { user, opened, input } = renderZone({}, 'Too big');
    const zone = screen.getByRole('button', { name: 'Banner' });
    expect(zone).toHaveAccessibleDescription('PNG only Too big');
    expect(zone).toBeInvalid();
    expect(input).toHaveAttribute('accept', 'image/png');
    expect(input).not.toBeVisible();
    await user.tab();
    expect(zone).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('hands on the file picked, and picking the same file again is a new pick', async () => {
    const { user, input, onFile } = renderZone();
    const picked = file('a.png');
    await user.upload(input, picked);
    expect(onFile).toHaveBeenCalledWith(picked);
    expect(input.value).toBe('');
    await user.upload(input, picked);
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('takes the first of the files dropped, and shows while a drag is over it', () => {
    const { onFile } = renderZone();
    const zone = screen.getByRole('button', { name: 'Banner' });
    const area = zone.closest('[data-slot="file-drop-zone"]');
    fireEvent.dragEnter(zone);
    expect(area).toHaveAttribute('data-dragging', 'true');
    const [first, second] = [file('first.png'), file('second.png')];
    fireEvent.drop(zone, { dataTransfer: { files: [first, second] } });
    expect(onFile).toHaveBeenCalledExactlyOnceWith(first);
    expect(area).not.toHaveAttribute('data-dragging');
  });

  it('a disabled zone opens nothing and takes no drop', async () => {
    const { user, onFile, opened } = renderZone({ disabled: true });
    const zone = screen.getByRole('button', { name: 'Banner' });
    expect(zone).toBeDisabled();
    await user.click(zone);
    fireEvent.drop(zone, { dataTransfer: { files: [file('a.png')] } });
    expect(opened).not.toHaveBeenCalled();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('with a preview it is the picture with Replace (named by the field’s label too) and Remove', async () => {
    const { user, opened, onRemove, onFile } = renderZone({ preview: <img src="blob:x" alt="The banner" /> });
    expect(screen.queryByText('Drop a PNG here')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The banner' })).toBeInTheDocument();
    const replace = screen.getByRole('button', { name: 'Replace Banner' });
    expect(screen.getByLabelText('Banner')).toBe(replace);
    await user.click(replace);
    expect(opened).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove Banner' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    // A file dropped on the picture replaces it.
    const next = file('next.png');
    fireEvent.drop(replace, { dataTransfer: { files: [next] } });
    expect(onFile).toHaveBeenCalledWith(next);
  });
});
