/** The centre's published contact details (landing page, contact pages, footers). Change them here only. */
export const centre = {
  name: 'Zuban Language Engineering Centre',
  addressLines: [
    '3rd Floor, Arfa Software Technology Park',
    '346-B Ferozepur Road',
    'Lahore 54000, Pakistan',
  ],
  email: 'info@zuban.pk',
  phone: '+92 42 3588 0062',
  social: { label: 'Zuban on GitHub', href: 'https://github.com/zuban-nlp' },
} as const;
