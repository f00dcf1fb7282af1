import { useQuery } from '@tanstack/react-query';
import type { FeeSchedule } from '@safc/domain';
import { FeeScheduleSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { billingKeys } from '../../../lib/query-keys/billing';

/** GET /api/billing/fees: every version of the fee schedule and the one in force today. */
export const getFeeSchedule = (): Promise<FeeSchedule> =>
  http('/api/billing/fees', { response: FeeScheduleSchema });

export function useFeeSchedule() {
  return useQuery({ queryKey: billingKeys.fees(), queryFn: getFeeSchedule });
}
