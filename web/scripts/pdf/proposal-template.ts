import type { Writer } from './layout';

/** The fellowship proposal template offered on /fellowship. */
export function writeProposalTemplate(w: Writer): void {
  w.para(
    "Use this template for your Fellowship Award proposal. Keep it to about four pages, save it as PDF and attach it to the application form together with your CV and your supervisor's recommendation letter. Replace the guidance under each heading with your own text.",
    { muted: true },
  );
  w.heading('1. Title and applicant');
  w.fieldLines([
    'Project title',
    'Applicant name',
    'Institution',
    'Academic level / semester',
    'Supervisor name',
    'Email (lowercase)',
    'Contact (11 digits)',
  ]);
  w.heading('2. Summary');
  w.para('In fewer than 150 words: the problem, what you will build or study, and what the result will be.', {
    muted: true,
  });
  w.box('Summary', 6);
  w.heading('3. Problem and motivation');
  w.para(
    'Which problem of Urdu or Punjabi language processing do you address? Who benefits? What has been done before, and what is missing? Cite the key prior work.',
    { muted: true },
  );
  w.heading('4. Data');
  w.para(
    'Which texts, recordings or images will you use? Where do they come from, how large are they, under which licence? How will you protect personal data?',
    { muted: true },
  );
  w.heading('5. Method');
  w.para(
    'How will you carry out the work: models, tools, experiments, and how you will measure success (for example accuracy, error rate, user study).',
    { muted: true },
  );
  w.heading('6. Use of the Zuban services');
  w.para(
    'List each service you need, how you will call it and roughly how much. The award is PKR 30,000 of API credit for one year; estimate your costs with the published prices.',
    { muted: true },
  );
  w.table(
    ['Service', 'What for', 'Calls or volume', 'Estimated cost (PKR)'],
    [
      ['e.g. Urdu Speech to Text', 'Transcribe 20 hours of interviews', '4,800 blocks of 15 s', '3,600'],
      ['', '', '', ''],
      ['', '', '', ''],
      ['', '', '', ''],
      ['Total', '', '', ''],
    ],
    [130, 150, 110, 93],
  );
  w.heading('7. Work plan');
  w.para('Milestones over the twelve months of the award, with what you will deliver at each.', {
    muted: true,
  });
  w.table(
    ['Month', 'Milestone', 'Deliverable'],
    [
      ['1-2', '', ''],
      ['3-6', '', ''],
      ['7-10', '', ''],
      ['11-12', '', ''],
    ],
    [70, 220, 193],
  );
  w.heading('8. Expected outcomes');
  w.para(
    'Thesis chapter, paper, software, data set, or a service for users. Say what you will publish and where.',
    {
      muted: true,
    },
  );
  w.heading('9. Additional support');
  w.para('Any support you need beyond API credit (for example guidance or data), or "None".', {
    muted: true,
  });
  w.heading('10. References');
  w.para('The works you cite, in any consistent style.', { muted: true });
  w.heading('Conditions of the award');
  w.bullets([
    'The award is PKR 30,000 of API credit, valid for one year only; credit remaining after the year is taken back.',
    "Voluntary discontinuation needs 15 days' prior notice.",
    'The centre may cancel the service without notice.',
    'Winners must accept the Zuban terms of service.',
    'There is no deadline; initial feedback is given within 6 weeks.',
  ]);
}
