// The progress panel of a long call (jobs/CallProgress.tsx).
export const progress = {
  uploading: 'Uploading… {{percent}}%',
  uploadLabel: 'Upload',
  queued: 'Waiting for its turn…',
  running: 'Working…',
  lines: '{{done}} of {{total}} lines read',
  seconds: '{{done}} of {{total}} seconds of audio transcribed',
  sentences: '{{done}} of {{total}} sentences synthesised',
  pages: '{{done}} of {{total}} pages read',
  linesNoTotal: '{{done}} lines read',
  secondsNoTotal: '{{done}} seconds of audio transcribed',
  sentencesNoTotal: '{{done}} sentences synthesised',
  progressLabel: 'Progress',
  cancel: 'Cancel request',
  cancelling: 'Cancelling…',
  cancelled: 'Request cancelled before it started. You were not charged.',
  cannotCancel: 'A request can be cancelled only while it waits for its turn; once it runs, it finishes.',
};
