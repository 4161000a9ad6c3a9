import { Link } from 'react-router';
import { centre } from '../../content/centre';

export function PublicFooter() {
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer-cols">
          <div>
            <p className="footer-title">Zuban</p>
            <p>Urdu and Punjabi language processing for developers, students and researchers.</p>
          </div>
          <div>
            <p className="footer-title">Services</p>
            <ul>
              <li>
                <Link to="/speech_services">Speech services</Link>
              </li>
              <li>
                <Link to="/text_services">Text services</Link>
              </li>
              <li>
                <Link to="/image_services">Image services</Link>
              </li>
              <li>
                <Link to="/pricing">Pricing</Link>
              </li>
            </ul>
          </div>
          <div>
            <p className="footer-title">Programme</p>
            <ul>
              <li>
                <Link to="/fellowship">Fellowship Award</Link>
              </li>
              <li>
                <Link to="/fellowship_proposal">Submit a proposal</Link>
              </li>
              <li>
                <Link to="/privacy">Privacy</Link>
              </li>
              <li>
                <Link to="/terms">Terms of service</Link>
              </li>
            </ul>
          </div>
          <div>
            <p className="footer-title">Contact</p>
            <address style={{ fontStyle: 'normal' }}>
              {centre.addressLines.join(', ')}
              <br />
              <a href={`mailto:${centre.email}`}>{centre.email}</a>
              <br />
              <a href={`tel:${centre.phone.replace(/\s/g, '')}`}>{centre.phone}</a>
            </address>
          </div>
        </div>
        <div className="footer-bottom">
          <span>
            © {new Date().getFullYear()} {centre.name}
          </span>
          <a href={centre.social.href} rel="noopener noreferrer" target="_blank">
            {centre.social.label}
          </a>
        </div>
      </div>
    </footer>
  );
}
