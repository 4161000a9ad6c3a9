import type { Migration } from 'kysely';
import * as accounts from './0001_accounts';
import * as billing from './0002_billing';
import * as admin from './0003_admin';
import * as feedbackIp from './0004_feedback_ip';
import * as queuedJobs from './0005_queued_jobs';
import * as requestIdsRateLimits from './0006_request_ids_rate_limits';
import * as userLanguage from './0007_user_language';
import * as jobProgress from './0008_job_progress';
import * as asyncJobs from './0009_async_jobs';
import * as userLanguageChosen from './0010_user_language_chosen';
import * as userRateLimits from './0011_user_rate_limits';
import * as apiKeys from './0012_api_keys';
import * as pipelines from './0013_pipelines';
import * as alertMails from './0014_alert_mails';
import * as queuedSyncJobs from './0015_queued_sync_jobs';

// Applied in key order; add a new file and a line here, never edit a released migration.
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_billing': billing,
  '0003_admin': admin,
  '0004_feedback_ip': feedbackIp,
  '0005_queued_jobs': queuedJobs,
  '0006_request_ids_rate_limits': requestIdsRateLimits,
  '0007_user_language': userLanguage,
  '0008_job_progress': jobProgress,
  '0009_async_jobs': asyncJobs,
  '0010_user_language_chosen': userLanguageChosen,
  '0011_user_rate_limits': userRateLimits,
  '0012_api_keys': apiKeys,
  '0013_pipelines': pipelines,
  '0014_alert_mails': alertMails,
  '0015_queued_sync_jobs': queuedSyncJobs,
};
