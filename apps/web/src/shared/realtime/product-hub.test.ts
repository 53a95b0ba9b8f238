import { describe, expect, it } from 'vitest';
import { hubUrl } from './product-hub.ts';

describe('hubUrl', () => {
  it('leaves out empty query values', () => {
    expect(hubUrl()).toBe('/Hub');
    expect(hubUrl({ loginId: '', roomId: '' })).toBe('/Hub');
    expect(hubUrl({ loginId: 'demoplayer' })).toBe('/Hub?loginId=demoplayer');
    expect(hubUrl({ loginId: 'a b', roomId: '7' })).toBe('/Hub?loginId=a+b&roomId=7');
  });
});
