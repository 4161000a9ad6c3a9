// Named API keys' messages (issue #32 item 3), `{{name}}` marking a value: a group of the message
// catalogue (message-catalogue.ts), so the web shows them in Urdu by their code. No imports: the
// catalogue reads this file and the services read the catalogue.
export const apiKeyMessages = {
  nameRequired: 'Please give the key a name.',
  unknownService: 'Unknown service in the allowed services.',
  capPositive: 'The monthly cap must be more than PKR 0.',
  capDecimals: 'The monthly cap may have at most 3 decimals.',
  expiryInPast: 'The expiry must be in the future.',
  tooMany: 'You can have at most {{max}} active named keys. Revoke one first.',
  notFound: 'No such key.',
  revoked: 'This API key has been revoked.',
  expired: 'This API key has expired.',
  serviceNotAllowed: 'This API key may not call {{service}}.',
  capReached:
    "This API key's monthly cap of PKR {{cap}} would be passed (PKR {{spent}} spent this month). Raise the cap or use another key.",
  keysNeedAccount:
    'Named keys are managed with your session or your account access token, not with a named key.',
  accountNeedsAccount: 'This needs your session or your account access token, not a named key.',
} as const;
