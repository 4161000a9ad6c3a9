import { type MultipartFile, sampleFiles } from './files';

/** A complete, valid fellowship application's fields (POST /backend/fellowship_apply). */
export const fellowshipForm = {
  name: 'Sana Iqbal',
  institution: 'University of the Punjab',
  institutionAddress: 'Quaid-e-Azam Campus, Lahore',
  academicLevel: "Master's degree",
  semester: '3',
  contact: '03001234567',
  email: 'sana.iqbal@pu.edu.pk',
  motivation: 'Urdu speech interfaces for farmers.',
  services: ['Urdu TTS'],
  supportRequired: 'No',
  supervisorName: 'Dr. Kamran Ali',
  supervisorDesignation: 'Associate Professor',
  supervisorInstitution: 'University of the Punjab',
  supervisorContact: '04299231234',
  supervisorEmail: 'kamran@pu.edu.pk',
  terms: 'agreed',
};

/** A small real PDF under the given name. */
const pdf = (filename: string): MultipartFile => ({
  filename,
  contentType: 'application/pdf',
  data: sampleFiles.pdf,
});

/** The three documents an application must carry. */
export const fellowshipFiles = {
  proposal: pdf('proposal.pdf'),
  cv: pdf('cv.pdf'),
  recommendation: pdf('letter.pdf'),
};
