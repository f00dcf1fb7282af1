import type { PermissionAction, PermissionThing } from './permission-vocabulary';

// A refusal is read by a person in the error dialog: the vocabulary's names (View, CompanyUsers) said in
// words. Records over the whole vocabulary, so a new action or thing cannot ship without its words.

const ACTION_WORDS: Record<PermissionAction, string> = {
  Create: 'create',
  Block: 'block',
  Unblock: 'unblock',
  Edit: 'edit',
  SetComment: 'comment on',
  Delete: 'delete',
  Close: 'close',
  Remove: 'remove',
  View: 'see',
  Invite: 'invite',
  Manage: 'manage',
  Issue: 'issue',
  Sign: 'sign',
  Transfer: 'transfer',
  Split: 'split',
  Retire: 'retire',
  Trust: 'trust',
  ViewUnits: 'see the units of',
  Accept: 'accept',
};

const THING_WORDS: Record<PermissionThing, string> = {
  User: 'this user',
  RegistryAdminUser: 'a registry administrator',
  Account: 'this account',
  AccountRepresentative: 'an account representative',
  AccountRole: "this account's roles",
  Company: 'this company',
  CompanyRepresentative: 'a company representative',
  CompanyUsers: "this company's users",
  Unit: 'these units',
  Billing: 'billing',
};

/** "You are not allowed to see this company's users": a refusal of `action` on `thing`, or on what `named` names. */
export function refusalOf(action: PermissionAction, thing: PermissionThing, named?: string): string {
  return `You are not allowed to ${ACTION_WORDS[action]} ${named ?? THING_WORDS[thing]}`;
}
