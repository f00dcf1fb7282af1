import { PageNotice } from '../../../components/page-notice';

/** A billing screen opened by someone who may not see billing (docs/decisions/075). */
export function BillingNotice({ title }: { title: string }) {
  return <PageNotice title={title}>Billing is for your company&apos;s representatives.</PageNotice>;
}
