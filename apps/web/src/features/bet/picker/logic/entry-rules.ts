import {
  entryFormatOfType,
  formatEntry,
  type TBetType,
  type TEntryFormat,
  type TEntryOptions,
} from '@lottery/lottery';

export interface TEntryRules {
  readonly format: TEntryFormat;
  readonly options: TEntryOptions;
}

/**
 * How typed entries of a type are normalised, or undefined when its shape takes none. An entry
 * must also pass the type's own validation (组三单式 needs exactly one pair), so what the report
 * keeps is what the server accepts; a type with positions is asked with its fewest positions,
 * which do not change what an entry may be.
 */
export function entryRulesOf(type: TBetType): TEntryRules | undefined {
  const format = entryFormatOfType(type);
  if (!format) return undefined;
  const { shape } = type;
  const positions =
    shape.kind === 'positions'
      ? { positions: Array.from({ length: shape.minPositions }, (_, i) => i) }
      : {};
  const accept = (balls: readonly number[]) =>
    type.validate({ ...positions, entries: [formatEntry(balls, format)] }).ok;
  return { format, options: { accept } };
}
