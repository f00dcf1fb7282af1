import { z } from 'zod';
import { LEAVE_DATE_WINDOW_DAYS } from '../../constants';
import { dateField, pastYearField, type DateRuleOptions } from '../dates';
import { batchIdentifierField } from './batch-identifier';
import { REQUIRED, requiredText, uniqueList } from '../fields';

/**
 * Forms spec §3 "batch". leaveDate is no earlier than 91 days ago and, like every date picker by
 * default, not in the future. regulatorySchemesDeclaration takes catalogue values or free text.
 */
export function batchSchema({ today }: DateRuleOptions) {
  return z.object(
    {
      companyName: requiredText(),
      fuelProviderCompanyName: requiredText(),
      leaveDate: dateField(today, {
        notFuture: true,
        notEarlierThanDaysAgo: LEAVE_DATE_WINDOW_DAYS,
        earliestMessage: `The leave date must be no earlier than ${LEAVE_DATE_WINDOW_DAYS} days ago`,
      }),
      batchNumber: batchIdentifierField(),
      productionYear: pastYearField(today),
      upliftCountry: requiredText(),
      upliftAirport: requiredText(),
      regulatorySchemesDeclaration: uniqueList(requiredText()),
    },
    { error: REQUIRED },
  );
}
export type Batch = z.output<ReturnType<typeof batchSchema>>;
