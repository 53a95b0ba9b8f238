/**
 * A login id as others see it in the winner list: enough to recognise oneself, not enough to
 * find another player (the first two characters and the last, ** between; short ids keep one).
 */
export function maskLoginId(loginId: string): string {
  const characters = [...loginId];
  if (characters.length <= 3) return `${characters[0] ?? ''}**`;
  return `${characters.slice(0, 2).join('')}**${characters.at(-1) ?? ''}`;
}
