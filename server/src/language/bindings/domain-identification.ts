import { domainIdentification } from '@zuban/contract/services/domain-identification';
import { classifyDomain } from '@zuban/engines/domain';
import { bindService } from '../binding';

export const domainIdentificationBinding = bindService(
  domainIdentification,
  ({ text }) => {
    const { label, scores } = classifyDomain(text);
    return { response: label, extra: { scores } };
  },
  { inProcess: true },
);
