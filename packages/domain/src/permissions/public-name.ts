// "Keep our name private" (issue 12, issue 39 §11): the one rule for what a company that keeps its name
// private shows to whom. Every public read, export, certificate and every list that names another company or
// its accounts asks it; the API's SQL exports read the same rule in its SQL form (services/public/public-names.ts,
// tested equal to this one), so that a database-made file follows it too (docs/decisions/095).

/** A company as the rule needs it. */
export interface NamedCompany {
  id: string;
  name: string;
  isNamePrivate: boolean;
}

/** Who reads: the public (no sign-in), or a signed-in caller with their companies. */
export type NameViewer = 'public' | { companyIds: readonly string[]; isAdministrator: boolean };

/** The public: anyone on the internet, on the public pages, exports, certificates and the public log. */
export const PUBLIC_VIEWER: NameViewer = 'public';

/** What a name withheld reads as wherever a person reads it (never a blank, never a stale name). */
export const WITHHELD_NAME = 'Name withheld by the company';

const isInsider = (company: Pick<NamedCompany, 'id'>, viewer: NameViewer): boolean =>
  viewer !== 'public' && (viewer.isAdministrator || viewer.companyIds.includes(company.id));

/**
 * The company's name as this viewer may read it: null when the company keeps it private and the viewer is
 * neither one of its people nor a registry administrator.
 */
export function publicNameOf(company: NamedCompany, viewer: NameViewer): string | null {
  return !company.isNamePrivate || isInsider(company, viewer) ? company.name : null;
}

/**
 * An account's name under its company's rule: people name accounts after their company ("Nordic Fuel
 * account"), so a private company's account names are withheld with its name.
 */
export function accountNameOf(
  account: { name: string },
  company: NamedCompany,
  viewer: NameViewer,
): string | null {
  return publicNameOf(company, viewer) === null ? null : account.name;
}

/**
 * The fuel producer an issuance states (batch.companyName, typed by the issuing company, most often its own
 * name): withheld with the issuing company's name, since the registry cannot tell whose name was typed.
 */
export function fuelProducerOf(
  typed: string | null | undefined,
  issuer: NamedCompany,
  viewer: NameViewer,
): string | null {
  return publicNameOf(issuer, viewer) === null ? null : (typed ?? null);
}

/**
 * A withheld account as another company's list shows it: its short id, so that a sender told the id by the
 * company can tell which one it picks (docs/decisions/095).
 */
export const withheldAccountText = (accountId: string): string =>
  `Account ${accountId.slice(0, 8)} (name withheld by the company)`;
