import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** The daily reconciliation's refusals (760x-764x), spread into errorCatalogue. */
export const reconciliationErrors = {
  ReconciliationDayInvalid: define(
    7600,
    400,
    'Choose a site day that has ended',
    '请选择已经结束的站点日期',
  ),
  ReconciliationSourceNotFound: define(
    7601,
    404,
    'No such reconciliation source',
    '没有该对账来源',
  ),
  ReconciliationSourceFailed: define(
    7602,
    502,
    "The source's records could not be read; the day stays as it was",
    '无法读取对账来源的记录，该日对账结果保持不变',
  ),
} as const satisfies Record<string, TErrorDefinition>;
