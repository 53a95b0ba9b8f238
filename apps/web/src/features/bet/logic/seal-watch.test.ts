import { describe, expect, it } from 'vitest';
import { issueAt } from '../../draws/testing/draws-fixtures.ts';
import { watchSeal } from './seal-watch.ts';

const two = issueAt(2);
const three = issueAt(3);

describe('watchSeal', () => {
  it('reports the watched issue once it has closed and another (or none) is on sale', () => {
    const sealed = watchSeal(two, undefined, two.CloseTimeStamp);
    expect(sealed).toEqual({ watched: undefined, sealed: two });
    expect(watchSeal(sealed.watched, undefined, two.CloseTimeStamp + 1000).sealed).toBeUndefined();
    expect(watchSeal(two, three, three.StartTimeStamp)).toEqual({ watched: three, sealed: two });
  });

  it('keeps watching while the issue is still on sale', () => {
    expect(watchSeal(two, two, two.CloseTimeStamp - 1)).toEqual({
      watched: two,
      sealed: undefined,
    });
    expect(watchSeal(undefined, two, two.StartTimeStamp)).toEqual({
      watched: two,
      sealed: undefined,
    });
  });

  it('lets an issue go without an alert when it stops being on sale before its close', () => {
    expect(watchSeal(two, undefined, two.CloseTimeStamp - 1)).toEqual({
      watched: undefined,
      sealed: undefined,
    });
  });
});
