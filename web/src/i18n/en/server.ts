import { messageCatalogue } from '@zuban/contract/message-catalogue';

// Every message the server sends, by its code (contract/src/message-catalogue.ts): the English
// templates themselves, so the English never drifts from what the server says. The Urdu of each code
// is in ../ur/server.ts; server-message.ts finds it by the code the server sends.

export const server = messageCatalogue;
