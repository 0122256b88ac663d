import { describe, expect, it } from 'vitest';
import { fileRefusal, largeEnough, megabytes } from './image-file-rules';

describe('the chosen file', () => {
  it('AD-023 a file of 2,097,152 bytes (2 MB, NS-56) passes and one byte more is refused, for hero and logo alike', () => {
    expect(fileRefusal({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeUndefined();
    expect(fileRefusal({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('too-large');
    expect(megabytes(3_565_158)).toBe('3.4');
  });

  it('only PNG and JPEG files pass; the type is checked first', () => {
    expect(fileRefusal({ type: 'image/png', size: 10 })).toBeUndefined();
    expect(fileRefusal({ type: 'image/gif', size: 10 })).toBe('wrong-type');
    expect(fileRefusal({ type: '', size: 10 })).toBe('wrong-type');
    expect(fileRefusal({ type: 'application/pdf', size: 5 * 1024 * 1024 })).toBe('wrong-type');
  });

  it('AD-021 an image must be at least the category size (hero 1200×627, logo 627×627) so it is never enlarged', () => {
    expect(largeEnough({ width: 1200, height: 627 }, 'Hero')).toBe(true);
    expect(largeEnough({ width: 1199, height: 3000 }, 'Hero')).toBe(false);
    expect(largeEnough({ width: 4000, height: 626 }, 'Hero')).toBe(false);
    expect(largeEnough({ width: 627, height: 627 }, 'Logo')).toBe(true);
    expect(largeEnough({ width: 1200, height: 626 }, 'Logo')).toBe(false);
  });
});
