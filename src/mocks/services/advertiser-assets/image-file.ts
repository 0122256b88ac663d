/** What the image upload reads from a file: its type and pixel size from the PNG or JPEG header. */
import { createHash } from 'node:crypto';

export interface ImageInfo {
  fileType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Start-of-frame markers carry the size (C4 DHT, C8 JPG and CC DAC are not frames). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Every read below stays inside the bytes (the PNG's length and the JPEG loop's bound are checked first). */
function jpegSize(bytes: DataView): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < bytes.byteLength) {
    const marker = bytes.getUint8(offset + 1);
    if (bytes.getUint8(offset) !== 0xff || marker === 0xff) offset += 1;
    else if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) offset += 2;
    else if (isStartOfFrame(marker)) return { height: bytes.getUint16(offset + 5), width: bytes.getUint16(offset + 7) };
    else offset += 2 + bytes.getUint16(offset + 2);
  }
  return { width: 0, height: 0 };
}

/** The image's type and size, or undefined when it is neither a PNG nor a JPEG. Sizes may be 0 when unreadable. */
export function readImage(bytes: Uint8Array): ImageInfo | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    const size = (at: number) => (bytes.length >= 24 ? view.getUint32(at) : 0);
    return { fileType: 'image/png', width: size(16), height: size(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { fileType: 'image/jpeg', ...jpegSize(view) };
  return undefined;
}

/** Hex of the first 16 bytes of the SHA-256 of the file (an md5-length checksum); synchronous, for a write. */
export function checksum(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}
