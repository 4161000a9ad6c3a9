import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fellowshipServices } from './fellowship-rules';

/**
 * "Services to be used": a multi-select that opens and closes on click (spec section 4). At least one is
 * required; the browser reports it through the first checkbox's custom validity.
 */
export function ServicesPicker({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useTranslation('fellowship');
  const [open, setOpen] = useState(false);
  const id = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    first.current?.setCustomValidity(value.length ? '' : t('form.pickOne'));
  }, [value, t]);

  const toggle = (s: string) => onChange(value.includes(s) ? value.filter((v) => v !== s) : [...value, s]);

  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {t('status.servicesToUse')}
      </span>
      <button
        type="button"
        className="select"
        style={{ textAlign: 'start' }}
        aria-expanded={open}
        aria-controls={id}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-summary`}>{value.length ? value.join(', ') : 'Select services'}</span>
      </button>
      {/* Kept in the DOM while closed so the required check still applies. */}
      <fieldset id={id} style={{ display: open ? 'grid' : 'none', gap: 4 }} aria-labelledby={`${id}-label`}>
        {fellowshipServices.map((s, i) => (
          <label key={s} className="check">
            <input
              ref={i === 0 ? first : undefined}
              type="checkbox"
              name="services"
              value={s}
              checked={value.includes(s)}
              onChange={() => toggle(s)}
            />
            <span>{s}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
