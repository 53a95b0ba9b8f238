/** The image formats a logo may be, with the extension and type it is stored and served as. */
export const imageTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
} as const;
export type TImageExtension = keyof typeof imageTypes;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The format the bytes are, by their magic numbers, whatever a file name or a declared type
 * says; null for anything else. SVG is refused on purpose: it is a document that can carry
 * script, and logos served from the site's own origin must not.
 */
export function sniffImageType(bytes: Uint8Array): TImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61])) return 'gif';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'gif';
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  if (startsWith(bytes, [0, 0, 1, 0]) && (bytes[4] ?? 0) + (bytes[5] ?? 0) > 0) return 'ico';
  return null;
}
