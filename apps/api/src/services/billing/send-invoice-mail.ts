import { formatDate, formatMoney, periodLabel, type Invoice } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyMemberships, users } from '../../db/schema';
import { pdfToBuffer } from '../../pdf/pdf-document';
import { safePdfFileName } from '../../pdf/send-pdf';
import type { Registry } from '../users/caller';
import { drawInvoicePdf } from './invoice-pdf';

/** The active representatives of a company, who receive its invoices. */
export async function representativeEmails(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.role, 'companyRepresentative'),
        eq(companyMemberships.status, 'active'),
        eq(users.status, 'active'),
      ),
    );
  return rows.map((row) => row.email).sort();
}

/**
 * E-mails an issued invoice to each representative, the PDF attached and a link to its page. Sent after
 * the issue committed; a failed send is logged and does not undo the issue (the PDF stays downloadable).
 */
export async function sendInvoiceMail(registry: Registry, invoice: Invoice, recipients: readonly string[]) {
  if (recipients.length === 0) return;
  const pdf = await pdfToBuffer(drawInvoicePdf(invoice));
  const { issuerName } = registry.config.billing;
  const text = `Hello,

${issuerName} has issued invoice ${invoice.number ?? ''} to ${invoice.billedTo.name} for ${periodLabel(invoice)}.

Total: ${formatMoney(invoice.totalCents)} (USD)
Due: ${invoice.dueOn ? formatDate(invoice.dueOn) : ''}

The invoice is attached as a PDF. You can also open it in the registry:
${registry.config.publicUrl}/invoice/${invoice.id}

${issuerName}`;
  for (const to of recipients) {
    try {
      await registry.mailer.send({
        to,
        subject: `Invoice ${invoice.number ?? ''} from ${issuerName}`,
        text,
        attachments: [
          {
            filename: safePdfFileName(invoice.number ?? 'invoice'),
            content: pdf,
            contentType: 'application/pdf',
          },
        ],
      });
    } catch (error) {
      registry.log.error({ err: error, invoiceId: invoice.id, to }, 'invoice e-mail could not be sent');
    }
  }
}
