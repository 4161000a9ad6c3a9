// Authentication for every route module: import from '../auth'.
export { decryptAccessToken, hashAccessToken, issueAccessToken } from './access-token';
export { hashPassword, verifyPassword } from './password';
export {
  assertMayActOn,
  lookupUserByAccessToken,
  type Principal,
  requireStaff,
  requireUser,
  resolvePrincipal,
} from './principal';
export { clearSessionCookie, readSessionId, sessionCookieName, setSessionCookie } from './session-cookie';
export { endSession, hashSessionId, startSession } from './sessions';
