/** Bits of users.state_flags the member list names (modules/auth/state-flags.ts on the server). */
const disabledBit = 1 << 0;
const betDisabledBit = 1 << 1;

/** The one state a member row shows: disabled outranks betting off. */
export function memberStateOf(flags: number): 'normal' | 'disabled' | 'betDisabled' {
  if (flags & disabledBit) return 'disabled';
  if (flags & betDisabledBit) return 'betDisabled';
  return 'normal';
}
