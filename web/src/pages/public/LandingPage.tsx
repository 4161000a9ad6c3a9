import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { usePageTitle } from '../../ui/PageTitle';
import { useSession } from '../../ui/session';
import { TileGrid } from '../../ui/TileGrid';
import { UrduText } from '../../ui/UrduText';
import { ContactDetails } from './ContactDetails';
import { FeedbackForm } from './FeedbackForm';

const kinds = [
  {
    to: '/speech_services',
    icon: '🔊',
    title: 'Speech Processing',
    text: 'Urdu and Punjabi text to speech; Urdu speech to text.',
  },
  {
    to: '/text_services',
    icon: 'ع',
    title: 'Text Processing',
    text: 'Tagging, spelling, stemming, keywords, summaries, domains, language and profanity scores, Roman Urdu.',
  },
  {
    to: '/image_services',
    icon: '🖼',
    title: 'Image Processing',
    text: 'Urdu OCR for printed Nastalique text.',
  },
];

export function LandingPage() {
  usePageTitle('');
  const { kind } = useSession();
  return (
    <>
      <section className="hero">
        <div className="container">
          <UrduText as="p">اردو اور پنجابی کے لیے زبان کی ٹیکنالوجی</UrduText>
          <h1>Urdu and Punjabi language processing for everyone</h1>
          <p>
            Speech, text and image services for developers, students and researchers. Try every service free
            in the browser; call the same services from your code with an access token and a prepaid balance
            in PKR.
          </p>
          <div className="row">
            <Link to={kind === 'visitor' ? '/register' : '/home'} className="btn btn-secondary">
              Get Started Free
            </Link>
            <a
              href="#for-services"
              className="btn btn-ghost"
              style={{ color: '#fff', borderColor: '#9fe0c5' }}
            >
              See the services
            </a>
          </div>
        </div>
      </section>

      <section id="for-services" className="section">
        <div className="container">
          <h2>What We Do</h2>
          <p className="muted prose">
            Thirteen services for the languages of Pakistan, built by a language-engineering centre in Lahore.
          </p>
          <TileGrid tiles={kinds} />
        </div>
      </section>

      <section id="fellowship-award" className="section section-alt">
        <div className="container grid-2" style={{ alignItems: 'center' }}>
          <div className="prose">
            <h2>Fellowship Award</h2>
            <p>
              Students and academics with promising research proposals can win API credit worth{' '}
              <strong>PKR 30,000 for one year</strong>. BSc, MS, MPhil and PhD students and academics in
              computer science, electrical engineering, applied linguistics and computer engineering are
              eligible.
            </p>
            <p>There is no deadline. You hear from us within 6 weeks of applying.</p>
          </div>
          <Card>
            <h3>Apply</h3>
            <p>Read the call for proposals, download the template, then submit your proposal.</p>
            <div className="row">
              <Link to="/fellowship" className="btn btn-secondary">
                Call for proposals
              </Link>
              <Link to="/fellowship_proposal" className="btn btn-primary">
                Submit a proposal
              </Link>
            </div>
          </Card>
        </div>
      </section>

      <section id="get-started-container" className="section">
        <div className="container">
          <h2>Get Started Free</h2>
          <ol className="prose">
            <li>Create an account and confirm your email address.</li>
            <li>Try any service in the browser — it is free and unlimited.</li>
            <li>Copy your access token and call the API from your own code.</li>
            <li>Top up your balance in PKR when you go live; you only pay for what you use.</li>
          </ol>
          {/* A signed-in user has done step 1: the button takes them to their dashboard (#23). */}
          <Link to={kind === 'visitor' ? '/register' : '/home'} className="btn btn-primary">
            {kind === 'visitor' ? 'Get Started Free' : 'Go to your dashboard'}
          </Link>
        </div>
      </section>

      <section id="contact" className="section section-alt">
        <div className="container grid-2" style={{ alignItems: 'start' }}>
          <div>
            <h2>Contact Us</h2>
            <p className="muted">Questions, payments, partnerships or feedback: write to us or call.</p>
            <ContactDetails />
          </div>
          <Card id="feedback">
            <h3>Send us feedback</h3>
            <FeedbackForm />
          </Card>
        </div>
      </section>
    </>
  );
}
