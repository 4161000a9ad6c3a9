import { AppError } from '../http/app-error';

export const mailFailed = (message = 'We could not send the email. Please try again later.') =>
  new AppError(502, 'mail_failed', message);
