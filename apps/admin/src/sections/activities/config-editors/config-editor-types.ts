import type { TBuiltActivityType } from '@lottery/contracts';
import type { ComponentType } from 'react';
import type { TFieldErrors } from '../../../shared/forms/check-contract.ts';
import type { TSaveActivityBody } from '../activities-api.ts';

/** One type's configuration in the save request's shape; amounts may be typed decimal text. */
export type TConfigOf<T extends TBuiltActivityType> = Extract<
  TSaveActivityBody['Config'],
  { Type: T }
>;

/**
 * What every configuration editor receives. Keep to these three: the host form owns the rest
 * (it checks the whole request against the contract, and disables the editor's fieldset when
 * the activity is no longer a draft, so an editor needs no read-only mode of its own).
 */
export interface TConfigEditorProps<T extends TBuiltActivityType> {
  value: TConfigOf<T>;
  onChange(next: TConfigOf<T>): void;
  /** The contract's messages by field path below Config: 'Prizes.0.Weight'. */
  errors: TFieldErrors;
}

/** A type's editor and the configuration a new activity of the type starts from. */
export interface TConfigEditor<T extends TBuiltActivityType> {
  Editor: ComponentType<TConfigEditorProps<T>>;
  initial(): TConfigOf<T>;
}

/**
 * The errors at and below a field path, keyed relative to it: errorsBelow('Prizes', errors) maps
 * 'Prizes.0.Weight' to '0.Weight' and a refusal of the whole list ('Prizes') to ''.
 */
export function errorsBelow(path: string, errors: TFieldErrors): TFieldErrors {
  const below: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field === path) below[''] = message;
    else if (field.startsWith(`${path}.`)) below[field.slice(path.length + 1)] = message;
  }
  return below;
}
