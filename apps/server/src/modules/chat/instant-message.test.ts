import { chatInstantPreviewMaxLength } from '@lottery/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantPreviewOf } from './instant-message.ts';

describe('instantPreviewOf', () => {
  it('marks images and shared bets, whatever their body', () => {
    expect(instantPreviewOf({ Kind: 'image', Body: '/uploads/ab.png' })).toBe('[image]');
    expect(instantPreviewOf({ Kind: 'bet_share', Body: 'B0000000042' })).toBe('[bet]');
  });

  it('keeps a short text whole', () => {
    expect(instantPreviewOf({ Kind: 'text', Body: '今晚 8 点' })).toBe('今晚 8 点');
    expect(instantPreviewOf({ Kind: 'emoji', Body: '🎉' })).toBe('🎉');
  });

  it('is the text’s first 60 code points, never half an emoji', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (body) => {
        const preview = instantPreviewOf({ Kind: 'text', Body: body });
        const points = Array.from(preview);
        expect(points.length).toBe(Math.min(Array.from(body).length, chatInstantPreviewMaxLength));
        expect(body.startsWith(preview)).toBe(true);
        expect(preview).not.toMatch(/[\uD800-\uDBFF]$/);
      }),
    );
  });
});
