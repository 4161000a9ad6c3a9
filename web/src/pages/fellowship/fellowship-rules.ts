/**
 * Browser-level rules of the fellowship application form (portal spec sections 3, 5 and 9). They live
 * in the contract so the server enforces exactly the same rules (HTML `pattern` values: browsers compile
 * them with the `v` flag and anchor them).
 */
export { fellowshipRules, fellowshipServices, matchesPattern } from '@zuban/contract/fellowship';
