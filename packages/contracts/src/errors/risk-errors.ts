import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** The Risk section's refusals (63xx), spread into errorCatalogue. */
export const riskErrors = {
  WinHoldNotFound: define(6301, 404, 'No held win for this ticket', '该注单没有待审核的奖金'),
  /** Released or voided already: a decision is taken once (a retry of the same one included). */
  WinHoldDecided: define(
    6302,
    409,
    'This held win was already released or voided',
    '该笔待审核奖金已放行或已作废',
  ),
  WinHoldThresholdInvalid: define(
    6303,
    400,
    'The win-hold threshold must be a positive amount, or cleared',
    '中奖审核门槛必须为正数金额，或清除',
  ),
} as const satisfies Record<string, TErrorDefinition>;
