// The schemas of the session's calls, loaded with the first of them (a signed-in visitor): the public
// pages' first load carries no zod (issue 14, docs/decisions/041).
export { IssuedTokenSchema, MeSchema, NoContentSchema } from '@safc/domain';
