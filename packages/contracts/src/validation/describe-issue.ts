import type { z } from 'zod';
import { formatText, type TLanguage } from '../i18n/language.ts';
import { fieldLabels, isValidationRule, validationRules, type TValidationRule } from './rules.ts';

export interface TDescribedIssue {
  field: string;
  rule: TValidationRule;
  message: string;
}

function ruleOf(issue: z.core.$ZodIssue): TValidationRule {
  if (isValidationRule(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'type';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'tooLong' : 'tooBig';
    case 'invalid_format':
      return 'format';
    case 'unrecognized_keys':
      return 'unknownField';
    case 'invalid_value':
      return 'notAllowed';
    default:
      return 'format';
  }
}

/**
 * A union's refusal speaks for the branch that took the input's type (a number sent as text
 * answers the text's rule), not a bare "format"; with no such branch it stays the union's.
 */
function branchIssueOf(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const inner = issue.errors.find((branch) => branch[0] && branch[0].code !== 'invalid_type')?.[0];
  return inner ? branchIssueOf({ ...inner, path: [...issue.path, ...inner.path] }) : issue;
}

/**
 * Turns a zod issue into the field, the rule id and a sentence in the wanted language. Parse with
 * `{ reportInput: true }` so that a missing field ("required") is told apart from a wrong type.
 */
export function describeIssue(received: z.core.$ZodIssue, language: TLanguage): TDescribedIssue {
  const issue = branchIssueOf(received);
  const rule = ruleOf(issue);
  const field =
    issue.code === 'unrecognized_keys'
      ? issue.keys.join(', ')
      : issue.path.map(String).join('.') || 'body';
  const bounds: Record<string, string | number> = {};
  if (issue.code === 'too_small') bounds.minimum = String(issue.minimum);
  if (issue.code === 'too_big') bounds.maximum = String(issue.maximum);
  return { field, rule, message: describeRule(field, rule, language, bounds) };
}

/** "Login ID: must start with a letter…" / "登录账号：必须以字母开头…" */
export function describeRule(
  field: string,
  rule: TValidationRule,
  language: TLanguage,
  bounds: Readonly<Record<string, string | number>> = {},
): string {
  const label = fieldLabels[field]?.[language] ?? field;
  const sentence = formatText(validationRules[rule][language], bounds);
  return `${label}${language === 'en' ? ': ' : '：'}${sentence}`;
}
