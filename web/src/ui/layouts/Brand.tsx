import { Link } from 'react-router';

/** Logo: the Urdu letter zay in a badge, then the product name. */
export function Brand({ to, label = 'Zuban' }: { to: string; label?: string }) {
  return (
    <Link to={to} className="brand" aria-label={`${label} home`}>
      <span className="brand-mark" lang="ur" aria-hidden="true">
        ز
      </span>
      <span>{label}</span>
    </Link>
  );
}
