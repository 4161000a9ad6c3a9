import { Link } from 'react-router';

export interface Tile {
  to: string;
  title: string;
  text: string;
  /** A glyph shown above the title (hidden from screen readers). */
  icon?: string;
}

/** A grid of link tiles: icon, title and a muted line each (dashboard, landing page, admin home). */
export function TileGrid({ tiles }: { tiles: readonly Tile[] }) {
  return (
    <div className="grid">
      {tiles.map((t) => (
        <Link key={t.to} to={t.to} className="tile">
          {t.icon ? (
            <span className="tile-icon" aria-hidden="true">
              {t.icon}
            </span>
          ) : null}
          <span className="tile-title">{t.title}</span>
          <span className="muted">{t.text}</span>
        </Link>
      ))}
    </div>
  );
}
