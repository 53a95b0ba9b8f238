import { periodicJob } from '../../../jobs/periodic-job.ts';
import { computeEndedDividends, type TDividendDeps } from './compute-dividends.ts';
import { computeEndedServiceFees } from './service-fees/charge-service-fees.ts';
import { computeEndedShareholderBonuses } from './shareholder/compute-shareholder-bonuses.ts';

/**
 * The agent programme's periodic payments: dividends, shareholder bonuses and service fees of
 * the periods that ended. Any instance may tick: each record is claimed in the transaction that
 * pays it (see compute-dividends.ts), so concurrent ticks and reruns pay each once.
 */
export function createDividendJob(
  deps: TDividendDeps & { logger?: { error(details: object, message: string): void } },
) {
  return periodicJob(
    async () =>
      (await computeEndedDividends(deps)) +
      (await computeEndedShareholderBonuses(deps)) +
      (await computeEndedServiceFees(deps)),
    (error) => deps.logger?.error({ err: error }, 'the dividend job failed'),
  );
}
