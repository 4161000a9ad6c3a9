import type { en } from '../en';
import type { Translation } from '../translation';
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

export const ur: Translation<typeof en> = {
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
