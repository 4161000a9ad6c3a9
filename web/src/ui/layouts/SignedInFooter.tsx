import { Link } from 'react-router';
import { centre } from '../../content/centre';

export function SignedInFooter() {
  return (
    <footer className="footer">
      <div className="container">
        <nav aria-label="Footer" className="row">
          <Link to="/contact_login">Contact Us</Link>
          <span aria-hidden="true">·</span>
          <Link to="/privacy_login">Privacy Policy</Link>
          <span aria-hidden="true">·</span>
          <Link to="/terms_login">Terms of Service</Link>
          <span aria-hidden="true">·</span>
          <a href={centre.social.href} rel="noopener noreferrer" target="_blank">
            {centre.social.label}
          </a>
        </nav>
        <div className="footer-bottom">
          <span>
            © {new Date().getFullYear()} {centre.name}. All rights reserved.
          </span>
        </div>
      </div>
    </footer>
  );
}
