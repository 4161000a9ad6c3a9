// The public home page (/landingPage).
export const landing = {
  tagline: 'اردو اور پنجابی کے لیے زبان کی ٹیکنالوجی',
  title: 'Urdu and Punjabi language processing for everyone',
  intro:
    'Speech, text and image services for developers, students and researchers. Try every service free in the browser; call the same services from your code with an access token and a prepaid balance in PKR.',
  getStarted: 'Get Started Free',
  seeServices: 'See the services',
  whatWeDo: 'What We Do',
  thirteen:
    'Thirteen services for the languages of Pakistan, built by a language-engineering centre in Lahore.',
  kinds: {
    speechTitle: 'Speech Processing',
    speechText: 'Urdu and Punjabi text to speech; Urdu speech to text.',
    textTitle: 'Text Processing',
    textText:
      'Tagging, spelling, stemming, keywords, summaries, domains, language and profanity scores, Roman Urdu.',
    imageTitle: 'Image Processing',
    imageText: 'Urdu OCR for printed Nastalique text.',
  },
  fellowship: {
    title: 'Fellowship Award',
    before: 'Students and academics with promising research proposals can win API credit worth',
    amount: 'PKR 30,000 for one year',
    after:
      '. BSc, MS, MPhil and PhD students and academics in computer science, electrical engineering, applied linguistics and computer engineering are eligible.',
    deadline: 'There is no deadline. You hear from us within 6 weeks of applying.',
    apply: 'Apply',
    applyText: 'Read the call for proposals, download the template, then submit your proposal.',
    call: 'Call for proposals',
    submit: 'Submit a proposal',
  },
  steps: {
    title: 'Get Started Free',
    one: 'Create an account and confirm your email address.',
    two: 'Try any service in the browser — it is free and unlimited.',
    three: 'Copy your access token and call the API from your own code.',
    four: 'Top up your balance in PKR when you go live; you only pay for what you use.',
    dashboard: 'Go to your dashboard',
  },
  service: {
    eyebrow: '{{category}} service',
    glance: 'At a glance',
    freeBefore: 'Testing in the browser is free. API calls are paid from your prepaid balance; see',
    pricing: 'pricing',
    freeAfter: '.',
    start: 'START SERVICE FOR FREE',
    api: 'API REFERENCE',
    whatWeDo: 'What we do',
    learnMore: 'Learn more →',
    documents: 'Documents',
    notAvailable: 'Not available on this server',
  },
  kindPages: {
    Speech: {
      title: 'Speech Services',
      intro: 'Urdu and Punjabi text to speech, and Urdu speech to text, in the browser and over the API.',
    },
    Text: {
      title: 'Text Services',
      intro:
        'Tagging, spelling, stemming, keywords, summaries, domains, language and profanity scores, and Roman Urdu conversion.',
    },
    Image: {
      title: 'Image Services',
      intro: 'Optical character recognition for printed Urdu in the Nastalique style.',
    },
    posTagset: 'Urdu POS tagset (PDF)',
    stemmerDoc: 'How the Urdu stemmer works (PDF)',
  },
  contact: {
    title: 'Contact Us',
    intro: 'Questions, payments, partnerships or feedback: write to us or call.',
    feedback: 'Send us feedback',
  },
};
