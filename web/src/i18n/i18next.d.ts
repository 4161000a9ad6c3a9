import 'i18next';
import type { en } from './en';

// Typed keys: t('bar.home') is checked against the English resources at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    returnNull: false;
  }
}
