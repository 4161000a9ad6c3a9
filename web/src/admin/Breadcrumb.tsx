import { Link } from 'react-router';

/** Home / <page>, as on the spec's User Management screen. */
export function Breadcrumb({ here }: { here: string }) {
  return (
    <nav aria-label="Breadcrumb" className="small muted breadcrumb">
      <Link to="/">Home</Link> / <span aria-current="page">{here}</span>
    </nav>
  );
}
