import type { ImageType } from '@storefront/contract/admin-config';

/**
 * The most pixels an uploaded image may have. Nothing on the server decodes uploads (they are checked by their
 * signature and stored as sent), but every browser showing the page does: a 20,000 × 20,000 PNG of a few
 * kilobytes decodes to 1.6 GB of memory there. 40 megapixels is well above any banner or photo a storefront
 * shows (a 1600 × 400 banner is 0.64) and a modern phone camera's 12–48 MP range.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);

/** PNG: the IHDR chunk comes first, right after the signature. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** GIF: the logical screen's size, which no frame of the image may exceed. */
function gifSize(b: Uint8Array): ImageSize | null {
  return b.length < 10 ? null : { width: u16le(b, 6), height: u16le(b, 8) };
}

/** JPEG: the first start-of-frame marker's size, found by walking the segments before it. */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0–SOF15 carry the frame's size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic) do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

/** WebP: a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webpSize(b: Uint8Array): ImageSize | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8 ' && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * An image's width and height as its header states them, read without decoding it; null when the header
 * cannot be read (a truncated or malformed file).
 */
export function imageSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
  switch (type) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/gif':
      return gifSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
  }
}
