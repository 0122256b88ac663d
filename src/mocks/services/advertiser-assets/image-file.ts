/** What the image upload reads from a file: its type and pixel size from the PNG or JPEG header. */
import { createHash } from 'node:crypto';

export interface ImageInfo {
  fileType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function readUint32(bytes: Uint8Array, offset: number): number {
  return (
    (((bytes[offset] ?? 0) << 24) |
      ((bytes[offset + 1] ?? 0) << 16) |
      ((bytes[offset + 2] ?? 0) << 8) |
      (bytes[offset + 3] ?? 0)) >>>
    0
  );
}

function readUint16(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8;
}

/** Start-of-frame markers carry the size (C4 DHT, C8 JPG and CC DAC are not frames). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) {
      offset += 1;
      continue;
    }
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: readUint16(bytes, offset + 5), width: readUint16(bytes, offset + 7) };
    }
    offset += 2 + readUint16(bytes, offset + 2);
  }
  return { width: 0, height: 0 };
}

/** The image's type and size, or undefined when it is neither a PNG nor a JPEG. Sizes may be 0 when unreadable. */
export function readImage(bytes: Uint8Array): ImageInfo | undefined {
  if (isPng(bytes)) {
    const width = bytes.length >= 24 ? readUint32(bytes, 16) : 0;
    const height = bytes.length >= 24 ? readUint32(bytes, 20) : 0;
    return { fileType: 'image/png', width, height };
  }
  if (isJpeg(bytes)) return { fileType: 'image/jpeg', ...jpegSize(bytes) };
  return undefined;
}

/** Hex of the first 16 bytes of the SHA-256 of the file (an md5-length checksum); synchronous, for a write. */
export function checksum(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}
