import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage/storage-keys.ts';
import { readBetOptions } from './bet-options.ts';
import { useBetOptions } from './bet-options-store.ts';

describe('readBetOptions (SPEC §5 defaults)', () => {
  it('with nothing stored: every option on except scratch draw', () => {
    const expected = {
      sealIssueAlert: true,
      drawAlert: true,
      winningAlert: true,
      singleItemCheck: true,
      milliMode: true,
      awardNotify: true,
      scratchDraw: false,
    };
    expect(readBetOptions(null)).toEqual(expected);
    expect(readBetOptions({})).toEqual(expected);
    expect(readBetOptions('garbage')).toEqual(expected);
  });

  it.each(['0', 0, false, 'false'])('a default-on option stored as %j is off', (stored) => {
    const options = readBetOptions({
      singleItemCheck: stored,
      milliMode: stored,
      awardNotify: stored,
      drawAlert: stored,
    });
    expect(options).toMatchObject({
      singleItemCheck: false,
      milliMode: false,
      awardNotify: false,
      drawAlert: false,
      sealIssueAlert: true,
      winningAlert: true,
    });
  });

  it.each([true, 'true', 1, '1'])('scratch draw stored as %j is on', (stored) => {
    expect(readBetOptions({ scratchDraw: stored }).scratchDraw).toBe(true);
  });

  it('ignores values it cannot read', () => {
    expect(readBetOptions({ milliMode: 'maybe', scratchDraw: 'yes' })).toMatchObject({
      milliMode: true,
      scratchDraw: false,
    });
  });
});

describe('useBetOptions', () => {
  afterEach(() => localStorage.clear());

  it('stores a change and reads it back after a reload', () => {
    useBetOptions.getState().reload();
    useBetOptions.getState().setOption('scratchDraw', true);
    useBetOptions.getState().setOption('milliMode', false);
    expect(JSON.parse(localStorage.getItem(storageKeys.betOptions) ?? '{}')).toMatchObject({
      scratchDraw: true,
      milliMode: false,
    });
    useBetOptions.setState({ options: readBetOptions(null) });
    useBetOptions.getState().reload();
    expect(useBetOptions.getState().options).toMatchObject({ scratchDraw: true, milliMode: false });
  });
});
