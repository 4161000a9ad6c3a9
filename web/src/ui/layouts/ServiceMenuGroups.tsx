import { Link } from 'react-router';
import type { NavGroup } from '../nav-links';

export function ServiceMenuGroups({ groups }: { groups: readonly NavGroup[] }) {
  return (
    <>
      {groups.map((g) => (
        <div className="menu-group" key={g.title}>
          <p className="menu-group-title">{g.title}</p>
          {g.links.map((l) => (
            <Link key={l.to} to={l.to} className="menu-item">
              {l.label}
            </Link>
          ))}
        </div>
      ))}
    </>
  );
}
