import { coded } from '@zuban/contract/message-catalogue';
import { AppError, type Said } from '../http/app-error';

export const mailFailed = (message: Said = coded('account.mailFailed')) =>
  new AppError(502, 'mail_failed', message);
