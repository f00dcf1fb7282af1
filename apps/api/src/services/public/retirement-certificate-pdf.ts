import {
  CO2E_ABATED_NOTE,
  dateText,
  formatDate,
  publicClaimEditFacts,
  publicClaimFacts,
  publicFuelFacts,
  publicUnitFacts,
  publicUnitUrl,
  tonnesText,
  type PublicFact,
} from '@safc/domain';
import { createPdfDocument, type PdfDocument } from '../../pdf/pdf-document';
import { PDF_INK, PDF_MUTED, PDF_RULE, drawFacts, drawSectionTitle } from '../../pdf/pdf-facts';
import { drawQrCode } from '../../pdf/pdf-qr-code';
import type { RetirementCertificate } from './retirement-certificate';

const LEFT = 50;
const WIDTH = 495;
const QR_SIZE = 110;

/** A fact as the PDF helpers draw it: label, then text. */
const asRow = ({ label, text }: PublicFact): [string, string] => [label, text];

/**
 * The three figures a reader looks for first, in boxes across the page. A label may wrap (CO2e abated says
 * what it is, decision 023): every box takes the height of the longest label, values on one line below.
 */
function keyFigures(doc: PdfDocument, figures: [string, string][], y: number): number {
  const gap = 10;
  const width = (WIDTH - gap * (figures.length - 1)) / figures.length;
  doc.font('regular').fontSize(8.5);
  const labelHeight = Math.max(...figures.map(([label]) => doc.heightOfString(label, { width: width - 20 })));
  const height = labelHeight + 43;
  figures.forEach(([label, value], index) => {
    const x = LEFT + index * (width + gap);
    doc.roundedRect(x, y, width, height, 4).lineWidth(0.8).strokeColor(PDF_RULE).stroke();
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(PDF_MUTED)
      .text(label, x + 10, y + 9, { width: width - 20 });
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(PDF_INK)
      .text(value, x + 10, y + 15 + labelHeight, { width: width - 20 });
  });
  return y + height;
}

/**
 * The one-page retirement certificate of a claimed unit (issue 10): the serial, the volume of neat SAF,
 * CO2e, the claim (year, purpose, date, claimant and beneficiaries as the public page names them), the fuel
 * facts, the hash of the claim event and a QR code to the unit's public page, where anyone can check the
 * claim against the registry's signed log. The caller ends the document.
 */
export function drawRetirementCertificate(
  certificate: RetirementCertificate,
  publicUrl: string,
): PdfDocument {
  const { unit, claimEvent } = certificate;
  const { claim } = unit;
  const link = publicUnitUrl(publicUrl, unit.serial);
  const doc = createPdfDocument({
    title: `Retirement certificate ${unit.serial}`,
    subject: `Claim of ${tonnesText(unit.volume)} of ${unit.unitType}${claim.retirementYear ? ` for ${claim.retirementYear}` : ''}`,
  });

  doc.font('bold').fontSize(10).fillColor(PDF_MUTED).text('SAFc REGISTRY', LEFT, 50);
  doc
    .font('bold')
    .fontSize(24)
    .fillColor(PDF_INK)
    .text('Retirement certificate', LEFT, doc.y + 4);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(PDF_INK)
    .text(
      `The ${unit.unitType} certificate below was claimed (retired) in the SAFc Registry on ` +
        `${dateText(claim.claimedAt)}. A claimed unit can never be transferred or claimed again.`,
      LEFT,
      doc.y + 6,
      { width: WIDTH },
    );
  doc
    .font('bold')
    .fontSize(18)
    .text(unit.serial, LEFT, doc.y + 12, { width: WIDTH });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(PDF_MUTED)
    .text(`Type code ${unit.typeCode}`, LEFT, doc.y + 1, { width: WIDTH });

  const claimFacts = publicClaimFacts(claim);
  const unitFacts = publicUnitFacts(unit);
  const pick = <Key extends string>(facts: PublicFact<Key>[], keys: Key[]): [string, string][] =>
    keys.flatMap((key) => facts.filter((fact) => fact.key === key).map(asRow));
  let y = keyFigures(
    doc,
    [...pick(unitFacts, ['volume', 'co2Abated']), ...pick(claimFacts, ['claimYear'])],
    doc.y + 14,
  );
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(PDF_MUTED)
    .text(CO2E_ABATED_NOTE, LEFT, y + 5, { width: WIDTH });
  y = doc.y;

  const claimTop = drawSectionTitle(doc, 'Claim', LEFT, y + 14, WIDTH);
  // A corrected claim lists each correction under its version (decision 094), in the claim's own section so
  // the page stays one: the paper never hides that a beneficiary changed.
  const history = publicClaimEditFacts(claim).filter((fact) => fact.key !== 'version-1');
  y = drawFacts(doc, [...claimFacts, ...history].map(asRow), {
    x: LEFT,
    y: claimTop,
    width: WIDTH,
    labelWidth: 170,
  });

  // The fuel, and the two facts of the unit its key figures and heading do not already give.
  const fuelTop = drawSectionTitle(doc, 'Fuel', LEFT, y + 10, WIDTH);
  y = drawFacts(
    doc,
    [...publicFuelFacts(unit.fuel).map(asRow), ...pick(unitFacts, ['emissionReduction', 'issuanceDate'])],
    { x: LEFT, y: fuelTop, width: WIDTH, labelWidth: 170 },
  );

  const proofTop = drawSectionTitle(doc, 'Check this certificate', LEFT, y + 10, WIDTH);
  const textWidth = WIDTH - QR_SIZE - 15;
  drawQrCode(doc, link, LEFT + WIDTH - QR_SIZE, proofTop, QR_SIZE);
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(PDF_MUTED)
    .text(
      `Claim event No. ${claimEvent.seq} of the registry's event log, its SHA-256 hash:`,
      LEFT,
      proofTop,
      {
        width: textWidth,
      },
    );
  // On a line of its own and small enough never to wrap: a hash is copied and compared whole.
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(PDF_INK)
    .text(claimEvent.hash, LEFT, doc.y + 2, { width: textWidth, lineBreak: false });
  y = doc.y + 4;
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(PDF_MUTED)
    .text(
      "Scan the code or open the address below: the unit's public page shows this claim and checks it " +
        "against a checkpoint of the registry's public log, signed with Ed25519. Its page explains how to " +
        'run the same check yourself.',
      LEFT,
      y + 6,
      { width: textWidth },
    );
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(PDF_INK)
    .text(link, LEFT, doc.y + 4, { width: textWidth, link, underline: false });

  doc
    .font('regular')
    .fontSize(8)
    .fillColor(PDF_MUTED)
    .text(
      `Issued by the SAFc Registry on ${formatDate(new Date())}. This certificate repeats what the registry ` +
        'publishes; the registry, not this paper, is the record.',
      LEFT,
      // Close under the proof: a corrected claim's history must leave the certificate one page (issue 45).
      Math.max(doc.y, proofTop + QR_SIZE) + 8,
      { width: WIDTH },
    );
  return doc;
}
