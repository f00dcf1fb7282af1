import { describe, expect, it } from 'vitest';
import { TODAY, validIssueForm } from '../form-fixtures';
import { MUST_BE_BLENDED } from './blending';
import { issueFormSchema, issueRequestSchema, type IssueFormInput } from './issue-form';

const schema = issueFormSchema({ today: TODAY });
type Change = (form: IssueFormInput) => void;

const issuesOf = (change: Change) => {
  const form = validIssueForm();
  change(form);
  const result = schema.safeParse(form);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('issue form: forms spec §5 "Issue"', () => {
  it('a valid form passes', () => {
    expect(issuesOf(() => {})).toEqual([]);
  });

  it.each<[string, Change, boolean]>([
    [
      'leaveDate no earlier than 91 days ago: day 91 is accepted',
      (f) => void (f.batch.leaveDate = '2026-08-22'),
      true,
    ],
    [
      'leaveDate no earlier than 91 days ago: day 92 is refused',
      (f) => void (f.batch.leaveDate = '2026-08-21'),
      false,
    ],
    [
      'the date picker disallows future dates: leaveDate tomorrow',
      (f) => void (f.batch.leaveDate = '2026-11-22'),
      false,
    ],
    ['a date that does not exist is refused', (f) => void (f.batch.leaveDate = '2026-02-30'), false],
    [
      'productionYear not after the current year: this year',
      (f) => void (f.batch.productionYear = 2026),
      true,
    ],
    [
      'productionYear not after the current year: next year',
      (f) => void (f.batch.productionYear = 2027),
      false,
    ],
    ['productionYear is an integer', (f) => void (f.batch.productionYear = 2025.5), false],
    ['blendingDate not in the future: today', (f) => void (f.blending.blendingDate = TODAY), true],
    ['blendingDate not in the future: tomorrow', (f) => void (f.blending.blendingDate = '2026-11-22'), false],
    ['expiryDate must not be in the past: today', (f) => void (f.certification.expiryDate = TODAY), true],
    [
      'expiryDate must not be in the past: yesterday',
      (f) => void (f.certification.expiryDate = '2026-11-20'),
      false,
    ],
    [
      'email fields must be valid emails',
      (f) => void (f.certification.certificationBodyEmail = 'scs'),
      false,
    ],
    ['text fields need at least 1 character', (f) => void (f.batch.batchNumber = ' '), false],
    ['accountId required', (f) => void (f.accountId = undefined as never), false],
    ['documentationType required', (f) => void (f.documentationType = undefined as never), false],
    ['fileTool required', (f) => void (f.fileTool = undefined as never), false],
    ['greenhouseGas required', (f) => void (f.greenhouseGas = undefined as never), false],
    ['quantityMT: 3 decimal places', (f) => void (f.product.quantityMT = '100.123'), true],
    ['quantityMT: 4 decimal places are refused', (f) => void (f.product.quantityMT = '100.1234'), false],
    ['quantityMT: 0.001', (f) => void (f.product.quantityMT = '0.001'), true],
    ['quantityMT: 0.0009', (f) => void (f.product.quantityMT = '0.0009'), false],
    [
      'volumeOfNeatFuel: 4 decimal places are refused',
      (f) => void Object.assign(f.product, { volumeOfNeatFuel: '1.0001', volumeOfNeatFuelUnit: 'liters' }),
      false,
    ],
    [
      'volumeOfNeatFuelUnit required when a volume is given',
      (f) => void (f.product.volumeOfNeatFuel = '125000'),
      false,
    ],
    [
      'volumeOfNeatFuel with its unit',
      (f) => void Object.assign(f.product, { volumeOfNeatFuel: '125000', volumeOfNeatFuelUnit: 'liters' }),
      true,
    ],
    [
      'a blank neat volume needs no unit (density 0.8 is used)',
      (f) => void (f.product.volumeOfNeatFuel = ''),
      true,
    ],
    [
      'volumeOfNeatFuel at least 0',
      (f) => void Object.assign(f.product, { volumeOfNeatFuel: '-1', volumeOfNeatFuelUnit: 'liters' }),
      false,
    ],
    ['a feedstock from the list', (f) => void (f.product.feedStock = { name: 'Tallow' }), true],
    ['an unknown feedstock is refused', (f) => void (f.product.feedStock = { name: 'Moon dust' }), false],
    ['"Other" needs its name', (f) => void (f.product.feedStock = { name: 'Other' }), false],
    [
      '"Other" with its name',
      (f) => void (f.product.feedStock = { name: 'Other', otherFeedStock: 'Seaweed' }),
      true,
    ],
    [
      'regulatorySchemesDeclaration allows free text',
      (f) => void (f.batch.regulatorySchemesDeclaration = ['Japan SAF target']),
      true,
    ],
  ])('%s', (_rule, change, valid) => {
    expect(issuesOf(change).length === 0).toBe(valid);
  });

  it('Blending is required and must be true', () => {
    expect(issuesOf((f) => void (f.blending.isBlended = false as never))).toEqual([
      `blending.isBlended: ${MUST_BE_BLENDED}`,
    ]);
  });

  it('regulatorySchemesDeclaration is a unique list, default empty', () => {
    const form = validIssueForm();
    form.batch.regulatorySchemesDeclaration = ['Refuel EU', 'Refuel EU'];
    expect(schema.parse(form).batch.regulatorySchemesDeclaration).toEqual(['Refuel EU']);
    delete form.batch.regulatorySchemesDeclaration;
    expect(schema.parse(form).batch.regulatorySchemesDeclaration).toEqual([]);
  });

  it('type defaults to SAFcA and assuranceLevel to VAL', () => {
    const parsed = schema.parse(validIssueForm());
    expect([parsed.type, parsed.assuranceLevel]).toEqual(['SAFcA', 'VAL']);
  });
});

describe('issue form: municipal solid waste', () => {
  const msw =
    (percent: string | undefined): Change =>
    (f) => {
      f.product.feedStock = { name: 'Municipal solid waste (MSW)' };
      f.product.isFeedStockMsw = percent;
      Object.assign(f.greenhouseGas, { recyclingEmissionsCredits: '1', landfillEmissionsCredits: '2' });
    };
  it.each([
    ['isFeedStockMsw from 1 to 100: 0 is refused', '0', false],
    ['isFeedStockMsw from 1 to 100: 1 is accepted', '1', true],
    ['isFeedStockMsw from 1 to 100: 100 is accepted', '100', true],
    ['isFeedStockMsw from 1 to 100: 101 is refused', '101', false],
    ['isFeedStockMsw required for municipal solid waste', undefined, false],
  ])('%s', (_rule, percent, valid) => {
    expect(issuesOf(msw(percent)).length === 0).toBe(valid);
  });
  it('solid-waste feedstock adds recyclingEmissionsCredits and landfillEmissionsCredits', () => {
    expect(
      issuesOf((f) => {
        msw('50')(f);
        delete f.greenhouseGas.recyclingEmissionsCredits;
      }),
    ).toEqual(['greenhouseGas.recyclingEmissionsCredits: Required']);
  });
  it('the solid waste flag is fixed by the catalogue, whatever the form sends', () => {
    const form = validIssueForm();
    form.product.feedStock = { name: 'Tallow', isSolidWaste: true, wasCertifiedAsProductionResidue: false };
    expect(schema.parse(form).product.feedStock).toMatchObject({
      isSolidWaste: false,
      wasCertifiedAsProductionResidue: true,
    });
  });
});

describe('issue form: certification details required when they apply', () => {
  it.each<[string, Change, string[]]>([
    [
      'low-ILUC audit details are required when the confirmation is yes',
      (f) => void (f.certification.isLowILUCRiskConfirmed = true),
      ['lowRiskAuditNumber', 'lowRiskAuditExpiryDate', 'lowRiskAuditBody', 'lowRiskAuditBodyEmail'],
    ],
    [
      'low-displacement audit details are required when the confirmation is yes',
      (f) => void (f.certification.isLowDisplacementRiskConfirmed = true),
      [
        'lowDisplacementRiskAuditNumber',
        'lowDisplacementRiskAuditExpiryDate',
        'lowDisplacementRiskAuditBody',
        'lowDisplacementRiskAuditBodyEmail',
      ],
    ],
    [
      'additionalSchemeName is required when the additional scheme is other',
      (f) =>
        void (f.certification.additionalScheme = {
          scheme: 'other',
          additionalCertificateNumber: 'X-1',
          additionalExpiryDate: '2027-01-01',
          additionalCertificationBody: 'Body',
          additionalCertificationBodyEmail: 'body@example.com',
        }),
      ['additionalScheme.additionalSchemeName'],
    ],
    [
      'the additional certificate details are required when an additional scheme is chosen',
      (f) => void (f.certification.additionalScheme = { scheme: 'rsbGlobal' }),
      [
        'additionalScheme.additionalCertificateNumber',
        'additionalScheme.additionalExpiryDate',
        'additionalScheme.additionalCertificationBody',
        'additionalScheme.additionalCertificationBodyEmail',
      ],
    ],
    [
      'the additional expiry date must not be in the past',
      (f) =>
        void (f.certification.additionalScheme = {
          scheme: 'rsbGlobal',
          additionalCertificateNumber: 'X-1',
          additionalExpiryDate: '2026-11-20',
          additionalCertificationBody: 'Body',
          additionalCertificationBodyEmail: 'body@example.com',
        }),
      ['additionalScheme.additionalExpiryDate'],
    ],
  ])('%s', (_rule, change, fields) => {
    expect(issuesOf(change).map((issue) => issue.split(': ')[0])).toEqual(
      fields.map((field) => `certification.${field}`),
    );
  });
  it('no additional scheme needs no details', () => {
    expect(issuesOf((f) => void (f.certification.additionalScheme = { scheme: '' as never }))).toEqual([]);
  });
});

describe('issue form: the scheme and type pair selects which greenhouse gas block is required', () => {
  it.each<[string, Change, string[]]>([
    [
      'CORSIA default',
      (f) => void (f.greenhouseGas = { totalLCAValueincludeEmissionsFromDeliveryToAirport: true }),
      ['totalLCAValueCorsiaDefault', 'coreLCAValue', 'inducedLandUseChange', 'ghgDisplacementEmissions'],
    ],
    [
      'EU default',
      (f) => {
        f.certification.scheme = 'isccEu';
        f.product.jetFuelBaselineCarbonIntensity = '94g';
        f.greenhouseGas = { totalLCAValueincludeEmissionsFromDeliveryToAirport: true };
      },
      ['totalLCAValueEuDefault', 'inducedLandUseChange', 'ghgDisplacementEmissions'],
    ],
  ])('%s', (_block, change, fields) => {
    expect(issuesOf(change)).toEqual(fields.map((field) => `greenhouseGas.${field}: Required`));
  });

  it('keeps only the selected block', () => {
    const form = validIssueForm();
    Object.assign(form.greenhouseGas, { totalLCAValueEuActual: '20' });
    expect(schema.parse(form).greenhouseGas).not.toHaveProperty('totalLCAValueEuActual');
  });

  it.each<[string, Change, boolean]>([
    [
      'if the total LCA includes delivery to the airport, nothing else is asked',
      (f) =>
        void (f.greenhouseGas = {
          ...f.greenhouseGas,
          totalLCAValueincludeEmissionsFromDeliveryToAirport: true,
          useDefaultValueForDeliveryToAirport: undefined,
        }),
      true,
    ],
    [
      'otherwise the default is used or an actual value is entered: the choice is required',
      (f) => void (f.greenhouseGas.useDefaultValueForDeliveryToAirport = undefined),
      false,
    ],
    [
      'an actual intensity is required when the default is not used',
      (f) => void (f.greenhouseGas.useDefaultValueForDeliveryToAirport = false),
      false,
    ],
    [
      'an actual integer intensity',
      (f) =>
        void Object.assign(f.greenhouseGas, {
          useDefaultValueForDeliveryToAirport: false,
          actualGHGIntensityAirportDelivery: 2,
        }),
      true,
    ],
    [
      'the actual intensity is an integer',
      (f) =>
        void Object.assign(f.greenhouseGas, {
          useDefaultValueForDeliveryToAirport: false,
          actualGHGIntensityAirportDelivery: 1.5,
        }),
      false,
    ],
    [
      // The total matches its breakdown (1 x 6 stages = 6, decision 035), so only the savings rule refuses it.
      'savings and credits fields at least 0',
      (f) => {
        f.certification.type = 'actual';
        f.greenhouseGas = {
          totalLCAValueCorsiaActual: '6',
          inducedLandUseChange: '0',
          production: '1',
          conditioning: '1',
          processing: '1',
          transportation: '1',
          conversionProcesses: '1',
          fuelTransportation: '1',
          combustion: '0',
          ghgDisplacementEmissions: '0',
          emissionsSavingsDueToSoilCarbonSequestration: '-1',
          emissionsSavingsFromCSS: '0',
          totalLCAValueincludeEmissionsFromDeliveryToAirport: true,
        };
      },
      false,
    ],
  ])('%s', (_rule, change, valid) => {
    expect(issuesOf(change).length === 0).toBe(valid);
  });
});

describe('issue form: quantity and neat volume (docs/decisions/024-quantity-and-neat-volume.md)', () => {
  it.each<[string, Change, string[]]>([
    [
      'quantityMT of 0 is refused: it becomes the volume of the issued units, at least 0.001 t',
      (f) => void (f.product.quantityMT = '0'),
      ['product.quantityMT: Enter at least 0.001 t, the smallest volume a unit can hold'],
    ],
    ['quantityMT of 0.001 t is the smallest', (f) => void (f.product.quantityMT = '0.001'), []],
    [
      'a neat volume of 0.0001 has 4 decimals: refused',
      (f) => void Object.assign(f.product, { volumeOfNeatFuel: '0.0001', volumeOfNeatFuelUnit: 'liters' }),
      ['product.volumeOfNeatFuel: At most 3 decimal places'],
    ],
    [
      // 100 t / 128.205129 m3 = 0.780 t/m3.
      'a neat volume with 3 decimals, with its unit',
      (f) =>
        void Object.assign(f.product, { volumeOfNeatFuel: '128205.129', volumeOfNeatFuelUnit: 'liters' }),
      [],
    ],
    [
      // Decision 035: 0.001 L is a given volume (it asks for its unit), but 100 t cannot fit in it.
      'a neat volume of 0.001 is the smallest given; 100 t in it is refused by the density check',
      (f) => void Object.assign(f.product, { volumeOfNeatFuel: '0.001', volumeOfNeatFuelUnit: 'liters' }),
      [
        'product.volumeOfNeatFuel: This volume and the quantity give 100000000.000 t/m3, and neat SAF weighs 0.730 to 0.840 t/m3: check the volume, its unit and the quantity',
      ],
    ],
    ['a neat volume of 0 needs no unit', (f) => void (f.product.volumeOfNeatFuel = '0'), []],
  ])('%s', (_rule, change, issues) => {
    expect(issuesOf(change)).toEqual(issues);
  });
  it('a neat volume of 0 is not stored: the density gives the neat volume', () => {
    const form = validIssueForm();
    form.product.volumeOfNeatFuel = '0';
    expect(schema.parse(form).product.volumeOfNeatFuel).toBeUndefined();
  });
});

describe('issue form: every message is written for a person', () => {
  const DEVELOPER_WORDING = /invalid input|expected|received|NaN|undefined/i;
  const typed = ['1.5', '-1', 'abc', '1e3', ' ', '0x10', '1,5'];
  it.each(typed)('actual delivery intensity "%s"', (text) => {
    const messages = issuesOf(
      (f) =>
        void Object.assign(f.greenhouseGas, {
          useDefaultValueForDeliveryToAirport: false,
          actualGHGIntensityAirportDelivery: text,
        }),
    );
    expect(messages.filter((message) => DEVELOPER_WORDING.test(message))).toEqual([]);
  });
  it.each<[string, string]>([
    ['1.5', 'greenhouseGas.actualGHGIntensityAirportDelivery: Enter a whole number of gCO2e/MJ'],
    ['-1', 'greenhouseGas.actualGHGIntensityAirportDelivery: Must be at least 0'],
    ['abc', 'greenhouseGas.actualGHGIntensityAirportDelivery: Enter a whole number of gCO2e/MJ'],
  ])('actual delivery intensity "%s" reads: %s', (text, message) => {
    expect(
      issuesOf(
        (f) =>
          void Object.assign(f.greenhouseGas, {
            useDefaultValueForDeliveryToAirport: false,
            actualGHGIntensityAirportDelivery: text,
          }),
      ),
    ).toEqual([message]);
  });
  it.each(typed)('every number of the product and greenhouse-gas groups, typed "%s"', (text) => {
    const messages = issuesOf((f) => {
      Object.assign(f.product, { quantityMT: text, volumeOfNeatFuel: text, lowerHeatingValue: text });
      Object.assign(f.greenhouseGas, { totalLCAValueCorsiaDefault: text, coreLCAValue: text });
    });
    expect(messages.filter((message) => DEVELOPER_WORDING.test(message))).toEqual([]);
  });
});

describe('issue form: the baseline belongs to the declared scheme', () => {
  it.each<[string, Change, string[]]>([
    ['ISCC CORSIA with CORSIA jet fuel, 89 g', () => {}, []],
    [
      'ISCC CORSIA with CORSIA aviation gasoline, 95 g',
      (f) => void (f.product.jetFuelBaselineCarbonIntensity = '95g'),
      [],
    ],
    [
      'ISCC CORSIA cannot buy a tier with the EU comparator, 94 g',
      (f) => void (f.product.jetFuelBaselineCarbonIntensity = '94g'),
      [
        'product.jetFuelBaselineCarbonIntensity: ISCC CORSIA compares with 89 gCO2e/MJ (CORSIA jet fuel) or 95 gCO2e/MJ (CORSIA aviation gasoline)',
      ],
    ],
    [
      'ISCC EU compares with the EU RED comparator only',
      (f) => {
        f.certification.scheme = 'isccEu';
        f.greenhouseGas = {
          totalLCAValueEuDefault: '13.9',
          inducedLandUseChange: '0',
          ghgDisplacementEmissions: '0',
          totalLCAValueincludeEmissionsFromDeliveryToAirport: true,
        };
      },
      [
        'product.jetFuelBaselineCarbonIntensity: ISCC EU compares with 94 gCO2e/MJ (EU RED fossil fuel comparator)',
      ],
    ],
  ])('%s', (_rule, change, issues) => {
    expect(issuesOf(change)).toEqual(issues);
  });
});

describe('issue form: upload accepts csv or pdf, maximum 10 MB (10485760 bytes)', () => {
  it.each([
    ['10,485,760 bytes is accepted', { name: 'pos.pdf', size: 10_485_760, type: 'application/pdf' }, []],
    [
      'one more byte exceeds the maximum',
      { name: 'pos.pdf', size: 10_485_761, type: 'application/pdf' },
      ['fileTool: Exceeded maximum file size'],
    ],
    ['a csv is accepted', { name: 'pos.csv', size: 10, type: 'text/csv' }, []],
    ['a png is not supported', { name: 'pos.png', size: 10, type: 'image/png' }, ['fileTool: Not supported']],
  ])('%s', (_rule, file, expected) => {
    expect(issuesOf((f) => void (f.fileTool = file))).toEqual(expected);
  });
});

describe('issue request (POST /api/units/issue)', () => {
  it('is the form without its file', () => {
    const form = validIssueForm();
    delete (form as Partial<IssueFormInput>).fileTool;
    expect(issueRequestSchema({ today: TODAY }).safeParse(form).success).toBe(true);
  });
});

describe('issue form: plausibility (docs/decisions/035-plausibility-checks.md)', () => {
  it.each<[string, Change, string[]]>([
    [
      'a lower heating value of 1000 MJ/kg is refused, naming the range',
      (f) => void (f.product.lowerHeatingValue = '1000'),
      [
        'product.lowerHeatingValue: Enter a lower heating value from 42.0 to 45.0 MJ/kg: jet fuels lie in this range',
      ],
    ],
    [
      'a lower heating value of 41.999 MJ/kg is refused',
      (f) => void (f.product.lowerHeatingValue = '41.999'),
      [
        'product.lowerHeatingValue: Enter a lower heating value from 42.0 to 45.0 MJ/kg: jet fuels lie in this range',
      ],
    ],
    // Below jet fuel's 42.8 but within the range: a warning, not an error.
    [
      'a lower heating value of 42.0 MJ/kg is accepted',
      (f) => void (f.product.lowerHeatingValue = '42.0'),
      [],
    ],
    [
      'a lower heating value of 45.0 MJ/kg is accepted',
      (f) => void (f.product.lowerHeatingValue = '45.0'),
      [],
    ],
    [
      // 100 t in 100,000 gallons = 378.541 m3: 0.264 t/m3.
      'a neat volume in the wrong unit is refused',
      (f) => void Object.assign(f.product, { volumeOfNeatFuel: '100000', volumeOfNeatFuelUnit: 'gallons' }),
      [
        'product.volumeOfNeatFuel: This volume and the quantity give 0.264 t/m3, and neat SAF weighs 0.730 to 0.840 t/m3: check the volume, its unit and the quantity',
      ],
    ],
    [
      // 100 t in 120,000 L: 0.833 t/m3.
      'a neat volume of jet fuel density is accepted',
      (f) => void Object.assign(f.product, { volumeOfNeatFuel: '120000', volumeOfNeatFuelUnit: 'liters' }),
      [],
    ],
    [
      // Core 13.9 + ILUC 0 = 13.9, 3 figures: 0.15 of rounding.
      'a CORSIA default total that contradicts core LCA + ILUC is refused',
      (f) => void (f.greenhouseGas.totalLCAValueCorsiaDefault = '20'),
      [
        'greenhouseGas.totalLCAValueCorsiaDefault: Total LCA value (CORSIA default) is 20 gCO2e/MJ but its breakdown adds up to 13.9 (core LCA + ILUC); they may differ by 0.15 at most, from rounding',
      ],
    ],
    [
      'a CORSIA default total within the rounding of its breakdown is accepted',
      (f) => void (f.greenhouseGas.totalLCAValueCorsiaDefault = '14.05'),
      [],
    ],
  ])('%s', (_rule, change, issues) => {
    expect(issuesOf(change)).toEqual(issues);
  });

  const corsiaActual =
    (total: string, soilCarbon: string): Change =>
    (f) => {
      f.certification.type = 'actual';
      f.greenhouseGas = {
        totalLCAValueCorsiaActual: total,
        inducedLandUseChange: '0',
        production: '1',
        conditioning: '1',
        processing: '1',
        transportation: '1',
        conversionProcesses: '1',
        fuelTransportation: '1',
        combustion: '0',
        ghgDisplacementEmissions: '0',
        emissionsSavingsDueToSoilCarbonSequestration: soilCarbon,
        emissionsSavingsFromCSS: '0',
        totalLCAValueincludeEmissionsFromDeliveryToAirport: true,
      };
    };
  it('CORSIA actual: a total of 20 against a breakdown of 6 is refused on the total', () => {
    expect(issuesOf(corsiaActual('20', '0'))).toEqual([
      'greenhouseGas.totalLCAValueCorsiaActual: Total LCA value (CORSIA actual) is 20 gCO2e/MJ but its breakdown adds up to 6 (ILUC + the seven stages from feedstock production to combustion - savings); they may differ by 0.55 at most, from rounding',
    ]);
    expect(issuesOf(corsiaActual('6', '0'))).toEqual([]);
  });
  it('CORSIA actual: a negative saving is refused as such, and the total is compared only once every value is sound', () => {
    expect(issuesOf(corsiaActual('6', '-1'))).toEqual([
      'greenhouseGas.emissionsSavingsDueToSoilCarbonSequestration: Must be at least 0',
    ]);
  });
});
