import type { TDrawIssue } from '@lottery/contracts';
import { ballText, drawNumbersOf, numberShapeOf } from '../../draws/logic/draw-numbers.ts';

/**
 * A drawn issue's numbers as one line of text (the draw alert): the balls as the header shows
 * them (a hash game's five derived digits), or the raw winning number when it cannot be read.
 */
export function resultTextOf(issue: TDrawIssue, categoryId: number): string {
  const numbers = drawNumbersOf(categoryId, issue.WinningNumber);
  const max = numberShapeOf(categoryId)?.max ?? 9;
  return numbers
    ? numbers.map((ball) => ballText(ball, max)).join(' ')
    : (issue.WinningNumber ?? '');
}
