import { centre } from '../../content/centre';

export function ContactDetails() {
  return (
    <address className="stack" style={{ fontStyle: 'normal' }}>
      <div>
        <strong>{centre.name}</strong>
        <br />
        {centre.addressLines.map((l) => (
          <span key={l}>
            {l}
            <br />
          </span>
        ))}
      </div>
      <div>
        Email: <a href={`mailto:${centre.email}`}>{centre.email}</a>
      </div>
      <div>
        Phone: <a href={`tel:${centre.phone.replace(/\s/g, '')}`}>{centre.phone}</a>
      </div>
    </address>
  );
}
