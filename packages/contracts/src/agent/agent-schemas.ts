import { z } from 'zod';

export const ZRegisterLinkCodeResponse = z
  .object({
    RegisterLinkCode: z
      .string()
      .nullable()
      .describe('The agent invite code (/Register/:code), made on first ask; null for players'),
  })
  .meta({ id: 'RegisterLinkCodeResponse' });

/** What the SystemRule JSON text holds. */
export const ZDailyPaySystemRule = z
  .object({
    DailyRewardEnabledForDividendMode: z
      .boolean()
      .describe('Formal agents may create daily rewards'),
    DailyRewardEnabledForNoDividendMode: z
      .boolean()
      .describe('NoDividend agents may create daily rewards'),
    DailyPayMaxRate: z.number().describe('Highest daily pay rate, percent (1.5 means 1.5%)'),
    DailyRewardMaxRate: z.number().describe('Highest daily reward rate, percent'),
    ContractMaxRate: z.number().describe('Highest contract dividend rate, percent'),
  })
  .meta({ id: 'DailyPaySystemRule' });
export type TDailyPaySystemRule = z.infer<typeof ZDailyPaySystemRule>;

export const ZDailyPaySystemRuleResponse = z
  .object({
    SystemRule: z
      .string()
      .describe(
        'JSON text (the spec sends it as text) of a DailyPaySystemRule object: ' +
          '{ DailyRewardEnabledForDividendMode, DailyRewardEnabledForNoDividendMode, ' +
          'DailyPayMaxRate, DailyRewardMaxRate, ContractMaxRate }, rates in percent',
      ),
  })
  .meta({
    id: 'DailyPaySystemRuleResponse',
    description: 'Authenticated: agents read it after login to check rates they set',
  });
