import { account } from './account';
import { admin } from './admin';
import { apiDocs } from './apiDocs';
import { common } from './common';
import { fellowship } from './fellowship';
import { landing } from './landing';
import { legal } from './legal';
import { pricing } from './pricing';
import { progress } from './progress';
import { server } from './server';
import { tools } from './tools';
import { usage } from './usage';

/** English, the source of every text: namespaces by screen group. */
export const en = {
  common,
  account,
  admin,
  apiDocs,
  fellowship,
  landing,
  legal,
  pricing,
  server,
  tools,
  progress,
  usage,
};
