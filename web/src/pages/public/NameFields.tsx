import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField';

interface Names {
  firstName: string;
  lastName: string;
}

interface NameFieldsProps {
  value: Names;
  set: (field: keyof Names) => (e: { target: { value: string } }) => void;
  /** Browser autofill hints: the register form gives them, Personal Info never has. */
  autoFill?: boolean;
}

/** First and last name side by side (at most 100 characters each), on the register and Personal Info forms. */
export function NameFields({ value, set, autoFill = false }: NameFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <div className="grid-2">
      <TextField
        label={t('fields.firstName')}
        name="firstName"
        autoComplete={autoFill ? 'given-name' : undefined}
        required
        maxLength={100}
        value={value.firstName}
        onChange={set('firstName')}
      />
      <TextField
        label={t('fields.lastName')}
        name="lastName"
        autoComplete={autoFill ? 'family-name' : undefined}
        required
        maxLength={100}
        value={value.lastName}
        onChange={set('lastName')}
      />
    </div>
  );
}
