/**
 * Intrinsic width/height of an image, so pages reserve its space (no layout shift).
 * Reads the header bytes of PNG, GIF, JPEG and WebP, and the attributes of an SVG root.
 */
export function imageSize(bytes: Buffer, ext: string): { width: number; height: number } | null {
  switch (ext.toLowerCase()) {
    case '.svg':
      return svgSize(bytes.toString('utf8'));
    case '.png':
      return bytes.length > 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
    case '.gif':
      return bytes.length > 10 ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) } : null;
    case '.jpg':
    case '.jpeg':
      return jpegSize(bytes);
    case '.webp':
      return webpSize(bytes);
    default:
      return null;
  }
}

function svgSize(text: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(root)?.[1];
  const width = parseFloat(attr('width') ?? '');
  const height = parseFloat(attr('height') ?? '');
  if (width > 0 && height > 0 && !/%/.test(attr('width') ?? ''))
    return { width: Math.round(width), height: Math.round(height) };
  const viewBox = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox && viewBox.length === 4 && viewBox[2] > 0 && viewBox[3] > 0)
    return { width: Math.round(viewBox[2]), height: Math.round(viewBox[3]) };
  return null;
}

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  const kind = bytes.toString('ascii', 12, 16);
  if (kind === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (kind === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (kind === 'VP8L') {
    const b = bytes.readUInt32LE(21);
    return { width: 1 + (b & 0x3fff), height: 1 + ((b >> 14) & 0x3fff) };
  }
  return null;
}
