import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUnsavedInput, isKeepingInput, keepUnsavedInput, setKeepingInput } from './unsaved-input';

afterEach(() => {
  setKeepingInput(true);
});

describe('NS-90 unsaved input kept when the session ends', () => {
  it('writes the input of every mounted form, and says whether any held unsaved input', () => {
    const clean = vi.fn(() => false);
    const dirty = vi.fn(() => true);
    const releaseClean = holdUnsavedInput(clean);
    const releaseDirty = holdUnsavedInput(dirty);
    // Every form writes, even after one has said it holds input.
    expect(keepUnsavedInput()).toBe(true);
    expect(clean).toHaveBeenCalledTimes(1);
    expect(dirty).toHaveBeenCalledTimes(1);

    releaseDirty();
    expect(keepUnsavedInput()).toBe(false);
    expect(dirty).toHaveBeenCalledTimes(1);
    expect(clean).toHaveBeenCalledTimes(2);

    releaseClean();
    expect(keepUnsavedInput()).toBe(false);
    expect(clean).toHaveBeenCalledTimes(2);
  });

  it('a deliberate sign-out stops the keeping until it is over', () => {
    expect(isKeepingInput()).toBe(true);
    setKeepingInput(false);
    expect(isKeepingInput()).toBe(false);
    setKeepingInput(true);
    expect(isKeepingInput()).toBe(true);
  });
});
