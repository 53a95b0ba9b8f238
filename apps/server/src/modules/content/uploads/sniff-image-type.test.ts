import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('sniffImageType', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['webp', ascii('RIFF\x10\x00\x00\x00WEBPVP8 ')],
    ['gif', ascii('GIF89a\x01\x00')],
    ['gif', ascii('GIF87a\x01\x00')],
    ['ico', bytes(0, 0, 1, 0, 1, 0, 16, 16)],
  ])('reads %s from its magic number', (type, file) => {
    expect(sniffImageType(file)).toBe(type);
  });

  it.each([
    ['an SVG document', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['HTML named logo.png', ascii('<!doctype html><script>alert(1)</script>')],
    ['a RIFF that is not WebP', ascii('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['an icon header with no image', bytes(0, 0, 1, 0, 0, 0)],
    ['an empty file', bytes()],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
  ])('refuses %s', (_what, file) => {
    expect(sniffImageType(file)).toBeNull();
  });
});
